// @ts-check
// The rendered page image, looked at in JavaScript (ocr.ts runs this in a worker thread, ocr-image-worker.mjs,
// so the server's event loop never spends the tens to hundreds of milliseconds a page takes): is there ink,
// how skewed is it; then the page turned straight, its ruled lines and dot leaders painted out. Plain
// JavaScript so the worker thread can run it unbuilt.
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Analyses a rendered page file in place: whether it has ink, its skew, and (when asked, on a page with ink)
 * the page turned straight (`straighten`, `origin`: where the new image stands in the rotated frame), its
 * ruled lines and dot leaders painted out, the file rewritten.
 * @param {string} file @param {{ dpi: number; removeRules: boolean; straighten?: boolean; contrast?: boolean }} options
 * @returns {{ ink: boolean; skew: number | null; rules: boolean; slip: boolean; origin: { x: number; y: number } | null; leaders: number; boxes: Box[] }}
 */
export function analysePageFile(file, options) {
  let pgm = readFileSync(file);
  const look = inspectPage(pgm);
  let rules = false;
  /** @type {{ x: number; y: number } | null} */
  let origin = null;
  let skew = look.skew ?? 0;
  let changed = false;
  // The page turned straight: the recogniser's sparse-text line finder cuts a word of a skewed line in two
  // where the line crosses a pixel row ("acqui" on one line, "sition" on the next). Not a till-slip page
  // (ocr.ts: read as one column, whose line finder follows the skew itself; turning the SROIE receipts lost
  // 4 of their 45 facts).
  if (look.ink && options.straighten !== false && Math.abs(skew) >= MIN_DESKEW) {
    const straight = deskew(pgm, skew, look.paper);
    pgm = straight.pgm;
    origin = straight.origin;
    skew = 0;
    changed = true;
  }
  // not on a till slip: it has no ruled boxes, and its dashed separators and photographed edges read better as they are
  if (look.ink && options.removeRules && !look.slip) {
    const clean = removeRules(pgm, skew, look.cut, look.paper, options.dpi);
    if (clean) {
      pgm = clean;
      rules = true;
      changed = true;
    }
  }
  // dot leaders ("ABN #.........: 28 889", dotted fill-in lines) read as stray words ("wees", "ein") that
  // split a label from its value or swallow a word of it. A print-out in a narrow column (look.slip: a
  // dealer system's monospace page, a receipt) loses only leaders of printed periods, a character apart:
  // a slip's dotted separators and table borders stay, as its ruled lines do (taking them out of the
  // SROIE receipts changed the recogniser's reading of a date beside them)
  let leaders = 0;
  if (look.ink && options.straighten !== false) {
    const clean = removeLeaders(pgm, look.cut, look.paper, options.dpi, look.slip ? options.dpi / PERIOD_PITCH : 0);
    if (clean) {
      pgm = clean.pgm;
      leaders = clean.dots;
      changed = true;
    }
  }
  // check boxes ("☒ New registration ☐ Transfer") read as "&", "O" or "(0", or glued to their word: found
  // by shape, painted out, and handed back to be placed as box glyphs among the words (ocr.ts)
  /** @type {Box[]} */
  let boxes = [];
  if (look.ink && options.straighten !== false) {
    const found = findBoxes(pgm, look.cut, look.paper, options.dpi);
    if (found) {
      pgm = found.pgm;
      boxes = found.boxes;
      changed = true;
    }
  }
  // the page's contrast stretched: its paper, toned and speckled, pure white, its grey ink dark (Tesseract
  // reads grey 150 dpi type on toned paper as "Coastline etaping Pty.F Utd", stretched as written). Not on
  // a till slip: a photographed receipt's uneven light turns whole patches white (the SROIE receipts lost
  // 5 of their 45 facts)
  let { cut, paper } = look;
  if (look.ink && options.contrast !== false && options.straighten !== false && !look.slip) {
    const stretched = stretchContrast(pgm, cut, paper);
    if (stretched) {
      ({ pgm, cut, paper } = stretched);
      changed = true;
    }
  }
  if (changed) writeFileSync(file, pgm);
  return { ink: look.ink, skew: look.skew, rules, slip: look.slip, origin, leaders, boxes, cut, paper };
}

/**
 * Levels stretched: the paper's own level and the toning and speckle around it (everything lighter than
 * halfway between the ink threshold and the paper) become white; the ink's darkest twentieth at 0.7 of its
 * level, and everything darker, black; between them, linear. Returns the image and its levels after (the
 * threshold and paper as mapped), or null when the page has too little ink or contrast to measure.
 * @param {Buffer} pgm @param {number} cut @param {number} paper
 * @returns {{ pgm: Buffer; cut: number; paper: number } | null}
 */
export function stretchContrast(pgm, cut, paper) {
  const { maxval, data } = parsePgm(pgm);
  const top = maxval || 255;
  if (top > 255) return null; // one byte a pixel only (pdftoppm's grey pages)
  const hist = new Uint32Array(top + 1);
  for (let i = 0; i < data.length; i++) hist[data[i]]++;
  let inked = 0;
  for (let v = 0; v < cut; v++) inked += hist[v];
  if (inked < 100) return null;
  let acc = 0;
  let dark = 0;
  for (let v = 0; v < cut; v++) {
    acc += hist[v];
    if (acc >= inked * 0.05) {
      dark = v;
      break;
    }
  }
  const black = Math.round(dark * 0.7);
  const white = Math.round(cut + (paper - cut) / 2);
  if (white - black < top / 12) return null;
  const lut = new Uint8Array(top + 1);
  for (let v = 0; v <= top; v++) lut[v] = Math.max(0, Math.min(top, Math.round(((v - black) * top) / (white - black))));
  const out = Buffer.from(pgm);
  const px = out.subarray(out.length - data.length);
  for (let i = 0; i < px.length; i++) px[i] = lut[px[i]];
  return { pgm: out, cut: lut[Math.floor(cut)], paper: lut[Math.min(top, Math.round(paper))] };
}

/**
 * Ink the recogniser left unread: its page-layout pass drops a lone glyph in an otherwise empty cell (the
 * "3" under "Term (months)", a "Y" under a question), which it reads at once on its own. Pieces of ink of
 * a letter's size (MISSED_MIN to MISSED_MAX of the page's median word height, at most twice as wide),
 * touching no recognised word's box, are grouped into runs a letter's gap apart; runs of at most
 * MISSED_GLYPHS glyphs are copied into a strip (`out`), one under another at their own x, for a second
 * reading. Null when there is nothing to read, or too much (more than MISSED_RUNS runs: speckle, a
 * halftone, a signature's strokes).
 * @param {string} file the cleaned page image @param {Array<[number, number, number, number]>} words word boxes (x0 y0 x1 y1) @param {number} cut @param {number} paper @param {string} out
 * @returns {{ rows: Array<{ top: number; bottom: number; dy: number }> } | null}
 */
export function missedInkStrip(file, words, cut, paper, out) {
  if (words.length < 3) return null;
  const pgm = readFileSync(file);
  const { width, height, maxval, data } = parsePgm(pgm);
  const heights = words.map((w) => w[3] - w[1]).sort((a, b) => a - b);
  const line = heights[heights.length >> 1];
  if (line < 6) return null;
  const margin = 2;
  const covered = (/** @type {{ x0: number; y0: number; x1: number; y1: number }} */ p) =>
    words.some((w) => p.x1 >= w[0] - margin && p.x0 <= w[2] + margin && p.y1 >= w[1] - margin && p.y0 <= w[3] + margin);
  const glyphs = pieces(data, width, height, cut, Math.round(line * 2))
    .filter((p) => {
      const h = p.y1 - p.y0 + 1;
      return h >= line * MISSED_MIN && h <= line * MISSED_MAX && p.x1 - p.x0 + 1 <= line * 2;
    })
    .filter((p) => !covered(p))
    .sort((a, b) => a.x0 - b.x0);
  if (!glyphs.length) return null;
  /** @type {Array<{ x0: number; y0: number; x1: number; y1: number; n: number }>} */
  const all = [];
  for (const g of glyphs) {
    const run = all.find((r) => g.x0 - r.x1 <= line * 0.8 && g.x0 >= r.x0 && Math.min(g.y1, r.y1) - Math.max(g.y0, r.y0) >= Math.min(g.y1 - g.y0, r.y1 - r.y0) * 0.5);
    if (run) {
      run.x1 = Math.max(run.x1, g.x1);
      run.y0 = Math.min(run.y0, g.y0);
      run.y1 = Math.max(run.y1, g.y1);
      run.n++;
    } else all.push({ x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1, n: 1 });
    if (all.length > MISSED_RUNS) return null;
  }
  // a short value (a digit, a letter, a count): a longer run the page pass passed over is a stamp, a
  // signature or a halftone's edge more often than words (measured: such runs read as "eee 4 a", "KM's")
  const runs = all.filter((r) => r.n <= MISSED_GLYPHS);
  if (!runs.length) return null;
  const pad = Math.round(line * 0.6);
  const rows = [];
  let top = pad;
  for (const r of runs) {
    const [y0, y1] = [Math.max(0, r.y0 - pad), Math.min(height - 1, r.y1 + pad)];
    rows.push({ x0: Math.max(0, r.x0 - pad), x1: Math.min(width - 1, r.x1 + pad), y0, y1, top, bottom: top + (y1 - y0), dy: y0 - top });
    top += y1 - y0 + 1 + line;
  }
  const stripHeight = top + pad;
  const header = Buffer.from(`P5\n${width} ${stripHeight}\n${maxval}\n`);
  const body = Buffer.alloc(width * stripHeight, paper);
  for (const r of rows) for (let y = r.y0; y <= r.y1; y++) data.copy(body, (r.top + y - r.y0) * width + r.x0, y * width + r.x0, y * width + r.x1 + 1);
  writeFileSync(out, Buffer.concat([header, body]));
  return { rows: rows.map((r) => ({ top: r.top, bottom: r.bottom, dy: r.dy })) };
}

/**
 * Words the page pass read with doubt, cut out with a margin of a third of their height, enlarged by `scale`
 * (bilinear) and stacked one under another into a strip (`out`) for a second reading: the recogniser reads
 * the same glyphs at another size differently, often right where the page's reading dropped or swapped a
 * glyph ("580029" for C580029, "PFDSSS" for PFD55S). Returns each word's row in the strip.
 * @param {string} file @param {Array<[number, number, number, number]>} boxes @param {number} paper @param {string} out @param {number} scale
 * @returns {{ rows: Array<{ top: number; bottom: number }> } | null}
 */
export function wordStrip(file, boxes, paper, out, scale) {
  if (!boxes.length) return null;
  const { width, height, maxval, data } = parsePgm(readFileSync(file));
  const crops = boxes.map(([x0, y0, x1, y1]) => {
    const m = Math.max(2, Math.round((y1 - y0) / 3));
    return { x0: Math.max(0, x0 - m), y0: Math.max(0, y0 - m), x1: Math.min(width - 1, x1 + m), y1: Math.min(height - 1, y1 + m) };
  });
  const sized = crops.map((c) => ({ ...c, w: Math.max(1, Math.round((c.x1 - c.x0 + 1) * scale)), h: Math.max(1, Math.round((c.y1 - c.y0 + 1) * scale)) }));
  const gap = Math.round(Math.max(...sized.map((c) => c.h)) / 2);
  const stripWidth = Math.max(...sized.map((c) => c.w)) + 2 * gap;
  const stripHeight = sized.reduce((n, c) => n + c.h + gap, gap);
  const body = Buffer.alloc(stripWidth * stripHeight, paper);
  const rows = [];
  let top = gap;
  for (const c of sized) {
    const cw = c.x1 - c.x0 + 1;
    const ch = c.y1 - c.y0 + 1;
    for (let y = 0; y < c.h; y++) {
      const sy = Math.min(ch - 1, Math.max(0, (y + 0.5) / scale - 0.5));
      const y0 = Math.floor(sy);
      const y1 = Math.min(ch - 1, y0 + 1);
      const fy = sy - y0;
      for (let x = 0; x < c.w; x++) {
        const sx = Math.min(cw - 1, Math.max(0, (x + 0.5) / scale - 0.5));
        const x0 = Math.floor(sx);
        const x1 = Math.min(cw - 1, x0 + 1);
        const fx = sx - x0;
        const at = (/** @type {number} */ xx, /** @type {number} */ yy) => data[(c.y0 + yy) * width + c.x0 + xx];
        const v = (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
        body[(top + y) * stripWidth + gap + x] = Math.round(v);
      }
    }
    rows.push({ top, bottom: top + c.h });
    top += c.h + gap;
  }
  writeFileSync(out, Buffer.concat([Buffer.from(`P5\n${stripWidth} ${stripHeight}\n${maxval}\n`), body]));
  return { rows };
}

/** A missed glyph's height against the page's median word height: a digit or capital, not a speck or a signature. */
const MISSED_MIN = 0.5;
const MISSED_MAX = 1.6;
/** Glyphs in a run read again: a lone value's ("3", "Y", "12", "N/A"). */
const MISSED_GLYPHS = 3;
/** More unread runs than this on one page is noise (speckle, a halftone), not values. */
const MISSED_RUNS = 40;

/** @typedef {{ x0: number; y0: number; x1: number; y1: number; checked: boolean }} Box */

/**
 * Check boxes of a (straight) page: pieces of ink about a letter's size (1/16 to 1/5 inch), square, whose
 * four sides are each inked along most of their length (no letter or digit is: O, D and 0 are round) and
 * whose inside is either clear (☐) or clearly marked (☒, ✓, ■). They are painted out with the paper's
 * level and returned in image pixels. Null when the page has none.
 * @param {Buffer} pgm @param {number} cut @param {number} paper @param {number} dpi
 * @returns {{ pgm: Buffer; boxes: Box[] } | null}
 */
export function findBoxes(pgm, cut, paper, dpi) {
  const { width, height, data } = parsePgm(pgm);
  const min = Math.round(dpi / 16);
  const max = Math.round(dpi / 5);
  const dark = (/** @type {number} */ x, /** @type {number} */ y) => data[y * width + x] < cut;
  /** @type {Box[]} */
  const boxes = [];
  for (const piece of pieces(data, width, height, cut, max)) {
    // its core: edge rows and columns with little ink (a speck of speckle stuck to the box) trimmed off
    const p = { ...piece };
    const rowInk = (/** @type {number} */ y) => {
      let n = 0;
      for (let x = p.x0; x <= p.x1; x++) if (dark(x, y)) n++;
      return n;
    };
    const colInk = (/** @type {number} */ x) => {
      let n = 0;
      for (let y = p.y0; y <= p.y1; y++) if (dark(x, y)) n++;
      return n;
    };
    for (let k = 0; k < 2 && p.y1 > p.y0 && rowInk(p.y0) < (p.x1 - p.x0 + 1) * 0.25; k++) p.y0++;
    for (let k = 0; k < 2 && p.y1 > p.y0 && rowInk(p.y1) < (p.x1 - p.x0 + 1) * 0.25; k++) p.y1--;
    for (let k = 0; k < 2 && p.x1 > p.x0 && colInk(p.x0) < (p.y1 - p.y0 + 1) * 0.25; k++) p.x0++;
    for (let k = 0; k < 2 && p.x1 > p.x0 && colInk(p.x1) < (p.y1 - p.y0 + 1) * 0.25; k++) p.x1--;
    const w = p.x1 - p.x0 + 1;
    const h = p.y1 - p.y0 + 1;
    if (w < min || h < min || Math.abs(w - h) > Math.max(w, h) * 0.2) continue;
    // each side a straight line: one of its two outermost rows or columns inked along BOX_SIDE of its
    // length; a bold o, whose outline curves, has no such row
    const side = (/** @type {(i: number, k: number) => boolean} */ at, /** @type {number} */ n) => {
      for (let k = 0; k <= 1; k++) {
        let on = 0;
        for (let i = 0; i < n; i++) if (at(i, k)) on++;
        if (on >= n * BOX_SIDE) return true;
      }
      return false;
    };
    if (!side((i, k) => dark(p.x0 + i, p.y0 + k), w) || !side((i, k) => dark(p.x0 + i, p.y1 - k), w)) continue;
    if (!side((i, k) => dark(p.x0 + k, p.y0 + i), h) || !side((i, k) => dark(p.x1 - k, p.y0 + i), h)) continue;
    // square corners, counting an anti-aliased pixel (a bold o or e at a low resolution has inked sides
    // too, but round corners)
    const corner = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ sx, /** @type {number} */ sy) => {
      for (let i = 0; i <= 1; i++) for (let j = 0; i + j <= 1; j++) if (data[(cy + j * sy) * width + cx + i * sx] < (cut + paper) / 2) return true;
      return false;
    };
    if (!corner(p.x0, p.y0, 1, 1) || !corner(p.x1, p.y0, -1, 1) || !corner(p.x0, p.y1, 1, -1) || !corner(p.x1, p.y1, -1, -1)) continue;
    // thin sides: across the middle, each side's stroke at most BOX_STROKE of the box (a bold letter's are thick)
    const run = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ sx, /** @type {number} */ sy, /** @type {number} */ n) => {
      let k = 0;
      while (k < 2 && !dark(x + k * sx, y + k * sy)) k++; // a pale fringe pixel first
      const from = k;
      while (k < n && dark(x + k * sx, y + k * sy)) k++;
      return k - from;
    };
    const [mx, my] = [(p.x0 + p.x1) >> 1, (p.y0 + p.y1) >> 1];
    const thick = Math.max(3, Math.round(Math.max(w, h) * BOX_STROKE));
    const stroke = Math.max(run(p.x0, my, 1, 0, w), run(p.x1, my, -1, 0, w), run(mx, p.y0, 0, 1, h), run(mx, p.y1, 0, -1, h));
    if (stroke > thick) continue;
    // a letter of a word, squared by a bold face or a fax's blur ("Lice☐ce"), has letters close on both
    // sides; a check box stands apart from its word on at least one side
    const gap = Math.max(2, Math.round(w * BOX_APART));
    const beside = (/** @type {number} */ ax, /** @type {number} */ bx) => {
      let n = 0;
      for (let y = p.y0 + (h >> 2); y <= p.y1 - (h >> 2); y++) for (let x = Math.max(0, ax); x <= Math.min(width - 1, bx); x++) if (dark(x, y)) n++;
      return n >= Math.max(2, h >> 3);
    };
    if (beside(p.x0 - gap, p.x0 - 1) && beside(p.x1 + 1, p.x1 + gap)) continue;
    // the mark inside, thin and often lighter than the box: counted at a level halfway to the paper, inside
    // the sides and their blurred edge
    const inset = Math.max(3, stroke + 2);
    const mark = (cut + paper) / 2;
    let inked = 0;
    let all = 0;
    for (let y = p.y0 + inset; y <= p.y1 - inset; y++) {
      for (let x = p.x0 + inset; x <= p.x1 - inset; x++) {
        all++;
        if (data[y * width + x] < mark) inked++;
      }
    }
    if (all < 4) continue;
    const share = inked / all;
    if (share > 0.03 && share < 0.08) continue; // a speck inside, or a stroke: undecided, left alone
    boxes.push({ x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1, checked: share >= 0.08 });
  }
  if (!boxes.length) return null;
  const out = Buffer.from(pgm);
  const px = out.subarray(pgm.length - data.length);
  for (const b of boxes) for (let y = Math.max(0, b.y0 - 1); y <= Math.min(height - 1, b.y1 + 1); y++) for (let x = Math.max(0, b.x0 - 1); x <= Math.min(width - 1, b.x1 + 1); x++) px[y * width + x] = paper;
  return { pgm: out, boxes };
}

/** Share of a check box's side that is inked along one row or column of pixels. */
const BOX_SIDE = 0.85;
/** A check box's side is a thin stroke: across the middle at most this share of the box's size. */
const BOX_STROKE = 0.2;
/** A check box stands this share of its width clear of ink on at least one side (a word's letters are closer). */
const BOX_APART = 0.15;

/**
 * The 8-connected pieces of ink (pixels darker than `cut`) smaller than `max` pixels each way, of two pixels
 * or more. Every inked pixel is visited once (a big piece is followed to its end, then dropped).
 * @param {Buffer} data @param {number} width @param {number} height @param {number} cut @param {number} max
 */
function pieces(data, width, height, cut, max) {
  const seen = new Uint8Array(width * height);
  /** @type {Array<{ x0: number; y0: number; x1: number; y1: number; n: number }>} */
  const out = [];
  /** @type {number[]} */
  const stack = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const start = y * width + x;
      if (seen[start] || data[start] >= cut) continue;
      let [x0, y0, x1, y1] = [x, y, x, y];
      let small = true;
      let n = 0;
      stack.length = 0;
      stack.push(start);
      seen[start] = 1;
      while (stack.length) {
        const k = /** @type {number} */ (stack.pop());
        n++;
        const kx = k % width;
        const ky = (k - kx) / width;
        if (kx < x0) x0 = kx;
        if (kx > x1) x1 = kx;
        if (ky < y0) y0 = ky;
        if (ky > y1) y1 = ky;
        if (x1 - x0 >= max || y1 - y0 >= max) small = false;
        for (let dy = -1; dy <= 1; dy++) {
          const ny = ky + dy;
          if (ny < 0 || ny >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const nx = kx + dx;
            if (nx < 0 || nx >= width) continue;
            const m = ny * width + nx;
            if (!seen[m] && data[m] < cut) {
              seen[m] = 1;
              stack.push(m);
            }
          }
        }
      }
      if (small && n >= 2) out.push({ x0, y0, x1, y1, n });
    }
  }
  return out;
}

/**
 * Dot leaders out of a (straight) page: rows of at least LEADER_DOTS small dots on one baseline, no further
 * apart than a sixth of an inch, with nothing between them and nothing above them (a colon's lower dot, an
 * i's dot and a decimal point between digits stay), are painted with the paper's level. Speckle caught in
 * a row goes too, which does no harm. Dots closer than `minPitch` pixels (centre to centre) are not a
 * leader. Null when the page has none.
 * @param {Buffer} pgm @param {number} cut @param {number} paper @param {number} dpi @param {number} [minPitch]
 * @returns {{ pgm: Buffer; dots: number } | null}
 */
export function removeLeaders(pgm, cut, paper, dpi, minPitch = 0) {
  const { width, height, data } = parsePgm(pgm);
  // a period of 8–14 pt type is 2–4 px across at 200 dpi; anything larger is a letter's part
  const maxDot = Math.max(3, Math.round(dpi / 40));
  const maxGap = Math.round(dpi / 6);
  const dots = pieces(data, width, height, cut, maxDot).map((p) => ({ ...p, cx: (p.x0 + p.x1) / 2, cy: (p.y0 + p.y1) / 2 }));
  if (dots.length < LEADER_DOTS) return null;
  /**
   * Ink in the rectangle (clipped to the page) beyond `spare` pixels: a speck of speckle is allowed, a
   * colon's other dot (as large as this one) or a letter's stroke is not.
   * @param {number} ax @param {number} ay @param {number} bx @param {number} by @param {number} spare
   */
  const inked = (ax, ay, bx, by, spare) => {
    let n = 0;
    for (let yy = Math.max(0, ay); yy <= Math.min(height - 1, by); yy++) for (let xx = Math.max(0, ax); xx <= Math.min(width - 1, bx); xx++) if (data[yy * width + xx] < cut && ++n > spare) return true;
    return false;
  };
  const spare = (/** @type {{ x0: number; y0: number; x1: number; y1: number }} */ d) => Math.floor(((d.x1 - d.x0 + 1) * (d.y1 - d.y0 + 1)) / 2);
  // nothing above a leader's dot up to a letter's height (a colon, an i, a j keep theirs)
  const above = maxDot * 3;
  const free = dots.map((d) => !inked(d.x0, d.y0 - above, d.x1, d.y0 - 1, spare(d)));
  // dots by row of their centre, for the search of a dot's right-hand neighbour
  /** @type {Map<number, number[]>} */
  const rows = new Map();
  dots.forEach((d, i) => {
    const r = Math.round(d.cy);
    rows.set(r, [...(rows.get(r) ?? []), i]);
  });
  const tol = Math.max(1.5, maxDot / 2);
  const next = (/** @type {number} */ i) => {
    const d = dots[i];
    let best = -1;
    for (let r = Math.floor(d.cy - tol); r <= Math.ceil(d.cy + tol); r++) {
      for (const j of rows.get(r) ?? []) {
        const e = dots[j];
        if (e.x0 <= d.x1 || e.x0 - d.x1 > maxGap || Math.abs(e.cy - d.cy) > tol) continue;
        if (best < 0 || e.x0 < dots[best].x0) best = j;
      }
    }
    return best;
  };
  const out = Buffer.from(pgm);
  const px = out.subarray(pgm.length - data.length);
  const used = new Uint8Array(dots.length);
  let removed = 0;
  const order = dots.map((_, i) => i).sort((a, b) => dots[a].x0 - dots[b].x0);
  for (const first of order) {
    if (used[first] || !free[first]) continue;
    const chain = [first];
    for (let j = next(first); j >= 0 && free[j] && !used[j]; j = next(j)) {
      const d = dots[chain[chain.length - 1]];
      if (dots[j].cx - d.cx < minPitch) break;
      // nothing printed between two dots of a leader (a letter between: periods of "V.I.N.")
      if (inked(d.x1 + 1, Math.min(d.y0, dots[j].y0) - above, dots[j].x0 - 1, Math.max(d.y1, dots[j].y1), spare(d))) break;
      chain.push(j);
    }
    if (chain.length < LEADER_DOTS) continue;
    for (const i of chain) {
      used[i] = 1;
      const d = dots[i];
      for (let yy = Math.max(0, d.y0 - 1); yy <= Math.min(height - 1, d.y1 + 1); yy++) for (let xx = Math.max(0, d.x0 - 1); xx <= Math.min(width - 1, d.x1 + 1); xx++) px[yy * width + xx] = paper;
    }
    removed += chain.length;
  }
  return removed ? { pgm: out, dots: removed } : null;
}

/** Printed periods of a leader stand at least 1/PERIOD_PITCH inch apart (a character of 7-pt type; a dotted line's dots are closer). */
const PERIOD_PITCH = 18;
/** A leader has at least this many dots (an ellipsis has three). */
const LEADER_DOTS = 4;

/** Below this skew (a slope: 0.1°, a line drifting 3 pixels across a 200 dpi page) the page is left as it is. */
const MIN_DESKEW = Math.tan((0.1 * Math.PI) / 180);

/**
 * The page rotated by its skew (bilinear), on a canvas grown to hold the turned page, the corners filled
 * with the paper's level. The rotation is about the image origin, as ocr.ts takes the skew out of word
 * positions: a pixel (X, Y) of the result is the point (X + origin.x, Y + origin.y) of the page's rotated
 * frame (u = x·cos + y·sin, v = y·cos − x·sin). About 50 ms for a 200 dpi page.
 * @param {Buffer} pgm @param {number} skew @param {number} paper
 * @returns {{ pgm: Buffer; origin: { x: number; y: number } }}
 */
export function deskew(pgm, skew, paper) {
  const { width, height, maxval, data } = parsePgm(pgm);
  const a = Math.atan(skew);
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const us = [0, width * cos, height * sin, width * cos + height * sin];
  const vs = [0, -width * sin, height * cos, height * cos - width * sin];
  const ox = Math.floor(Math.min(...us));
  const oy = Math.floor(Math.min(...vs));
  const w = Math.ceil(Math.max(...us)) - ox;
  const h = Math.ceil(Math.max(...vs)) - oy;
  const header = Buffer.from(`P5\n${w} ${h}\n${maxval || 255}\n`, "latin1");
  const out = Buffer.alloc(header.length + w * h, Math.min(255, paper));
  header.copy(out);
  const px = out.subarray(header.length);
  for (let Y = 0; Y < h; Y++) {
    const v = Y + oy;
    // source point of (0, Y), then one step per output column
    let x = ox * cos - v * sin;
    let y = ox * sin + v * cos;
    let i = Y * w;
    for (let X = 0; X < w; X++, x += cos, y += sin, i++) {
      if (x < 0 || y < 0 || x > width - 1 || y > height - 1) continue;
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const k = y0 * width + x0;
      const x1 = x0 + 1 < width ? 1 : 0;
      const y1 = y0 + 1 < height ? width : 0;
      const top = data[k] + (data[k + x1] - data[k]) * fx;
      const bottom = data[k + y1] + (data[k + y1 + x1] - data[k + y1]) * fx;
      px[i] = (top + (bottom - top) * fy + 0.5) | 0;
    }
  }
  return { pgm: out, origin: { x: ox, y: oy } };
}

/**
 * What a rendered page (binary PGM) looks like: whether it carries ink (8×8 blocks noticeably darker than
 * the paper: speckle, toned paper and JPEG noise move a block's mean by a few levels, a stroke of text by a
 * quarter of the contrast or more; fewer than a dozen such blocks is a blank page), and its skew as a slope
 * (image rows per column, positive when lines run down to the right), from the projection profile of its
 * inked blocks: the shear under which the rows of ink are sharpest. Null when there is too little ink to
 * tell. Both passes are a few milliseconds on a 200 dpi page. And whether the ink stands in a till slip's
 * column (inkColumn): a receipt photographed or scanned on a larger sheet keeps its lines like a slip page
 * (its recognition mode stays the page's: one-column reading lost the dates of a printed form whose ink is
 * a narrow column, and of a receipt filling a page).
 */
/**
 * @param {Buffer} pgm
 * @returns {{ ink: boolean; skew: number | null; cut: number; paper: number; slip: boolean }}
 */
export function inspectPage(pgm) {
  const { width, height, maxval, data } = parsePgm(pgm);
  const B = 8;
  const bw = Math.floor(width / B);
  const bh = Math.floor(height / B);
  if (!bw || !bh) return { ink: false, skew: null, cut: 0, paper: maxval, slip: false };
  const means = new Uint32Array(bw * bh);
  for (let y = 0; y < bh * B; y++) {
    let i = y * width;
    const brow = (y >> 3) * bw;
    for (let b = 0; b < bw; b++) {
      means[brow + b] += data[i] + data[i + 1] + data[i + 2] + data[i + 3] + data[i + 4] + data[i + 5] + data[i + 6] + data[i + 7];
      i += B;
    }
  }
  const scale = 255 / (maxval || 255) / (B * B);
  const hist = new Uint32Array(256);
  for (let k = 0; k < means.length; k++) hist[Math.min(255, Math.round(means[k] * scale))]++;
  // paper: the level below which 90 % of blocks lie, read from the histogram
  let acc = 0;
  let paper = 255;
  for (let v = 0; v < 256; v++) {
    acc += hist[v];
    if (acc >= means.length * 0.9) {
      paper = v;
      break;
    }
  }
  const threshold = paper - Math.max(24, paper * 0.15);
  let inked = 0;
  for (let v = 0; v < Math.max(0, Math.floor(threshold)); v++) inked += hist[v];
  const ink = inked >= Math.max(12, means.length * 0.0002);
  /** @param {number} v */
  const level = (v) => (v * (maxval || 255)) / 255;
  return {
    ink,
    skew: ink ? projectionSkew(data, width, height, maxval, threshold) : null,
    cut: level(threshold),
    paper: Math.round(level(paper)),
    slip: ink && inkColumn(means, bw, bh, threshold / scale),
  };
}

/** The inked area of a till slip is at least this many times as tall as wide (as pagePsm's page test in ocr.ts). */
const SLIP_ASPECT = 1.7;
/** Share of inked blocks left out at each edge of the inked area: specks, a handwritten mark, the sheet's edge. */
const INK_MARGIN = 0.02;

/**
 * Whether the page's ink stands in one column at least SLIP_ASPECT times as tall as wide: a till slip,
 * also when it was scanned or photographed on a larger sheet. The inked area is measured between the 2nd
 * and 98th percentile of the inked 8×8 blocks' columns and rows, so a speck or a pen mark does not widen it.
 * @param {Uint32Array} means @param {number} bw @param {number} bh @param {number} cut (block sums below it are ink)
 */
function inkColumn(means, bw, bh, cut) {
  const cols = new Uint32Array(bw);
  const rows = new Uint32Array(bh);
  let n = 0;
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      if (means[y * bw + x] >= cut) continue;
      cols[x]++;
      rows[y]++;
      n++;
    }
  }
  if (n < 50) return false;
  /** @param {Uint32Array} hist @returns {[number, number]} */
  const span = (hist) => {
    let acc = 0;
    let lo = 0;
    let hi = hist.length - 1;
    for (let i = 0; i < hist.length; i++) {
      acc += hist[i];
      if (acc > n * INK_MARGIN) {
        lo = i;
        break;
      }
    }
    acc = 0;
    for (let i = hist.length - 1; i >= 0; i--) {
      acc += hist[i];
      if (acc > n * INK_MARGIN) {
        hi = i;
        break;
      }
    }
    return [lo, hi + 1];
  };
  const [x0, x1] = span(cols);
  const [y0, y1] = span(rows);
  return y1 - y0 >= (x1 - x0) * SLIP_ASPECT;
}

/** Kept for callers that only ask about ink. @param {Buffer} pgm */
export const hasInk = (pgm) => inspectPage(pgm).ink;

/**
 * @param {Buffer} data @param {number} width @param {number} height @param {number} maxval @param {number} threshold
 * @returns {number | null}
 */
function projectionSkew(data, width, height, maxval, threshold) {
  // dark 2×2 cells (strokes), sampled: their coordinates in cells
  const C = 2;
  const cut = (threshold * (maxval || 255)) / 255;
  const cut4 = cut * 4;
  /** @type {number[]} */
  let xs = [];
  /** @type {number[]} */
  let ys = [];
  for (let y = 0; y + C <= height; y += C) {
    for (let x = 0; x + C <= width; x += C) {
      const i = y * width + x;
      if (data[i] + data[i + 1] + data[i + width] + data[i + width + 1] < cut4) {
        xs.push(x / C);
        ys.push(y / C);
      }
    }
  }
  if (xs.length < 200) return null;
  if (xs.length > 60_000) {
    // an even sample is as sharp a profile, at a fraction of the work
    const k = Math.ceil(xs.length / 60_000);
    xs = xs.filter((_, i) => i % k === 0);
    ys = ys.filter((_, i) => i % k === 0);
  }
  const rows = Math.ceil(height / C) + Math.ceil(width / C) + 2;
  const bins = new Float64Array(rows);
  const offset = Math.ceil(width / C) / 10 + 1;
  /** @param {number} t */
  const sharpness = (t) => {
    bins.fill(0);
    const base = offset * 10 * Math.abs(t) + 1.5;
    for (let k = 0; k < xs.length; k++) bins[(ys[k] - xs[k] * t + base) | 0]++;
    let s = 0;
    for (let k = 0; k < rows; k++) s += bins[k] * bins[k];
    return s;
  };
  let best = 0;
  let bestS = sharpness(0);
  /** @param {number} from @param {number} to @param {number} stepDeg */
  const search = (from, to, stepDeg) => {
    for (let a = from; a <= to + 1e-9; a += stepDeg) {
      const t = Math.tan((a * Math.PI) / 180);
      const sh = sharpness(t);
      if (sh > bestS) {
        bestS = sh;
        best = a;
      }
    }
  };
  search(-5, 5, 0.5);
  let around = best;
  search(around - 0.4, around + 0.4, 0.1);
  around = best;
  search(around - 0.08, around + 0.08, 0.02);
  return Math.tan((best * Math.PI) / 180);
}

/**
 * Ruled lines out of a rendered page: dark runs longer than a third of an inch (about three times the
 * height of body text), followed along the page's skew, horizontally and vertically, are painted with the
 * paper's level. Box borders, table grids, fill-in lines and underlines go; letters (whose strokes are far
 * shorter) stay, save where a rule crossed them. Null when the page has no rule. A few tens of ms.
 */
/**
 * @param {Buffer} pgm @param {number} skew @param {number} cut @param {number} paper @param {number} dpi
 * @returns {Buffer | null}
 */
export function removeRules(pgm, skew, cut, paper, dpi) {
  const { width, height, data } = parsePgm(pgm);
  const headerLength = pgm.length - data.length;
  const out = Buffer.from(pgm);
  const px = out.subarray(headerLength);
  const min = Math.max(40, Math.round(dpi / 3));
  // pixels painted as horizontal rules: a short vertical stroke from one to the other is a cell's divider
  const ruled = new Uint8Array(width * height);
  let removed = 0;
  // a pixel counts as dark if it or its neighbour across the rule is (a rule a pixel off the sampled path)
  /** @param {number} x @param {number} y @param {number} dx @param {number} dy */
  const dark = (x, y, dx, dy) =>
    data[y * width + x] < cut || (x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height && data[(y + dy) * width + x + dx] < cut);
  // ink across a rule: its own thickness, where a speck or the scan's blur adds a few pixels; a letter
  // standing on it or crossing it adds at least its x-height (10 px for 7-pt type at 200 dpi)
  const lift = Math.max(3, Math.round(dpi / 40));
  const thick = Math.round(dpi / 10);
  // the thickest rule: 2.5 pt, blurred by the scan
  const rule = Math.max(3, Math.round(dpi / 28));
  /** How much ink across a run still counts as the rule: its median thickness plus `lift`. @param {number} from @param {number} to @param {(k: number) => number} at */
  const strokeLimit = (from, to, at) => {
    const step = Math.max(1, Math.floor((to - from) / 64));
    const seen = [];
    for (let k = from; k < to; k += step) seen.push(at(k));
    seen.sort((a, b) => a - b);
    const median = seen[seen.length >> 1];
    const limit = median + lift;
    // a row through a word's letters (bold type on a 150 dpi scan blurs into one blob of x-height) is no
    // rule: it is thicker than a rule, or letters rise from much of it, where a rule has a crossing stroke
    // here and there
    const risen = seen.filter((n) => n > limit).length;
    return median > rule || risen > seen.length * RISEN ? -1 : limit;
  };
  /** Dark pixels in one line across the rule through (x, y) (dx, dy: the rule's normal), counted up to thick + 1. @param {number} x @param {number} y @param {number} dx @param {number} dy */
  const across = (x, y, dx, dy) => reach(x, y, dx, dy, -1) + reach(x, y, dx, dy, 1);
  /** Dark pixels from (x, y) on one side (s = −1 counts (x, y) itself). @param {number} x @param {number} y @param {number} dx @param {number} dy @param {number} s */
  const reach = (x, y, dx, dy, s) => {
    // on the image as painted so far: a vertical rule's crossing with a horizontal one, already taken, is no letter
    const img = dx ? px : data;
    let n = 0;
    for (let k = s < 0 ? 0 : 1; k <= thick + 1; k++) {
      const xx = x + s * k * dx;
      const yy = y + s * k * dy;
      if (xx < 0 || yy < 0 || xx >= width || yy >= height || img[yy * width + xx] >= cut) break;
      n++;
    }
    return n;
  };
  /** A stroke crossing the rule at (x, y): ink beyond the rule on both sides (a letter merely standing on it, or blurred into it, loses its foot). @param {number} x @param {number} y @param {number} dx @param {number} dy @param {number} limit */
  const crossing = (x, y, dx, dy, limit) => {
    const [before, after] = [reach(x, y, dx, dy, -1), reach(x, y, dx, dy, 1)];
    return before + after > limit && before > lift && after > lift;
  };
  /** @type {number[]} where a stroke crossed a horizontal rule (x, y pairs): kept, unless it was a rule too */
  const crossings = [];
  // horizontal rules: along y = r + x·skew
  for (let r = -Math.ceil(Math.abs(skew) * width); r < height + Math.ceil(Math.abs(skew) * width); r++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const y = Math.round(r + x * skew);
      const on = x < width && y >= 0 && y < height && dark(x, y, 0, 1);
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= min) {
          // no rule where letters make the run (bold type's serifs blurred into one dark row on a 150 dpi
          // scan); a stroke crossing the rule stays
          const limit = strokeLimit(start, x, (k) => across(k, Math.round(r + k * skew), 0, 1));
          if (limit >= 0) for (let k = start; k < x; k++) {
            const yy = Math.round(r + k * skew);
            // still the rule's path where a stroke crosses it (a box's divider ends there)
            const stroke = crossing(k, yy, 0, 1, limit);
            if (stroke) crossings.push(k, yy);
            // the rule's anti-aliased edges too
            for (let e = Math.max(0, yy - 1); e <= Math.min(height - 1, yy + 1); e++) {
              if (!stroke) px[e * width + k] = paper;
              ruled[e * width + k] = 1;
            }
          }
          if (limit >= 0) removed++;
        }
        start = -1;
      }
    }
  }
  /** Whether the stroke's end at row y of the path x = c − y·skew lies on a horizontal rule (within 2 px inwards). @param {number} c @param {number} y @param {number} inwards */
  const onRule = (c, y, inwards) => {
    for (let k = 0; k <= 2; k++) {
      const yy = y + k * inwards;
      if (yy < 0 || yy >= height) continue;
      const x = Math.round(c - yy * skew);
      for (let e = x - 1; e <= x + 1; e++) if (e >= 0 && e < width && ruled[yy * width + e]) return true;
    }
    return false;
  };
  // vertical rules: along x = c − y·skew
  for (let c = -Math.ceil(Math.abs(skew) * height); c < width + Math.ceil(Math.abs(skew) * height); c++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const x = Math.round(c - y * skew);
      const on = y < height && x >= 0 && x < width && dark(x, y, 1, 0);
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        // a rule, or a divider of a row of boxes (one character per cell: "|Y|K|F|8|", read as "YIKIFI8"):
        // shorter, but running from a horizontal rule to another
        if (y - start >= min || (y - start >= dpi / DIVIDER && onRule(c, start, 1) && onRule(c, y - 1, -1))) {
          const limit = strokeLimit(start, y, (k) => across(Math.round(c - k * skew), k, 1, 0));
          if (limit >= 0) for (let k = start; k < y; k++) {
            const xx = Math.round(c - k * skew);
            if (crossing(xx, k, 1, 0, limit)) continue; // a letter's bar crossing the rule
            for (let e = Math.max(0, xx - 1); e <= Math.min(width - 1, xx + 1); e++) px[k * width + e] = paper;
          }
          if (limit >= 0) removed++;
        }
        start = -1;
      }
    }
  }
  // a crossing stroke that was a vertical rule (a box's divider, a grid's column) went with it: the
  // horizontal rule goes there too
  for (let i = 0; i < crossings.length; i += 2) {
    const x = crossings[i];
    const y = crossings[i + 1];
    const gone = (yy) => yy >= 0 && yy < height && px[yy * width + x] !== data[yy * width + x];
    if (!gone(y - 3) && !gone(y + 3)) continue;
    for (let e = Math.max(0, y - 1); e <= Math.min(height - 1, y + 1); e++) px[e * width + x] = paper;
  }
  return removed ? out : null;
}

/** A run with letters rising from more than this share of it is a line of type, not a rule. */
const RISEN = 0.25;

/** A box's divider is at least 1/DIVIDER inch long (a cell for 7-pt type; a letter never runs from rule to rule). */
const DIVIDER = 16;

/**
 * @param {Buffer} buf
 * @returns {{ width: number; height: number; maxval: number; data: Buffer }}
 */
export function parsePgm(buf) {
  if (buf.toString("latin1", 0, 2) !== "P5") throw new Error("pdftoppm did not write a grey image");
  /** @type {number[]} */
  const fields = [];
  let i = 2;
  while (fields.length < 3 && i < buf.length) {
    while (i < buf.length && (buf[i] === 0x20 || buf[i] === 0x0a || buf[i] === 0x0d || buf[i] === 0x09)) i++;
    if (buf[i] === 0x23) {
      while (i < buf.length && buf[i] !== 0x0a) i++;
      continue;
    }
    let n = 0;
    while (i < buf.length && buf[i] >= 0x30 && buf[i] <= 0x39) n = n * 10 + buf[i++] - 0x30;
    fields.push(n);
  }
  const [width, height, maxval] = fields;
  const data = buf.subarray(i + 1);
  if (!width || !height || data.length < width * height) throw new Error("pdftoppm wrote a truncated image");
  return { width, height, maxval, data };
}
