// @ts-check
// The rendered page image, looked at in JavaScript (ocr.ts runs this in a worker thread, ocr-image-worker.mjs,
// so the server's event loop never spends the tens of milliseconds a page takes): is there ink, how skewed
// is it, and the ruled lines painted out. Plain JavaScript so the worker thread can run it unbuilt.
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Analyses a rendered page file in place: whether it has ink, its skew, and (when asked, on a page with ink)
 * its ruled lines painted out, the file rewritten.
 * @param {string} file @param {{ dpi: number; removeRules: boolean }} options
 * @returns {{ ink: boolean; skew: number | null; rules: boolean; slip: boolean }}
 */
export function analysePageFile(file, options) {
  const pgm = readFileSync(file);
  const look = inspectPage(pgm);
  let rules = false;
  // not on a till slip: it has no ruled boxes, and its dashed separators and photographed edges read better as they are
  if (look.ink && options.removeRules && !look.slip) {
    const clean = removeRules(pgm, look.skew ?? 0, look.cut, look.paper, options.dpi);
    if (clean) {
      writeFileSync(file, clean);
      rules = true;
    }
  }
  return { ink: look.ink, skew: look.skew, rules, slip: look.slip };
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
  let removed = 0;
  // a pixel counts as dark if it or its neighbour across the rule is (a rule a pixel off the sampled path)
  /** @param {number} x @param {number} y @param {number} dx @param {number} dy */
  const dark = (x, y, dx, dy) =>
    data[y * width + x] < cut || (x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height && data[(y + dy) * width + x + dx] < cut);
  // horizontal rules: along y = r + x·skew
  for (let r = -Math.ceil(Math.abs(skew) * width); r < height + Math.ceil(Math.abs(skew) * width); r++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const y = Math.round(r + x * skew);
      const on = x < width && y >= 0 && y < height && dark(x, y, 0, 1);
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= min) {
          for (let k = start; k < x; k++) {
            const yy = Math.round(r + k * skew);
            // the rule's anti-aliased edges too
            for (let e = Math.max(0, yy - 1); e <= Math.min(height - 1, yy + 1); e++) px[e * width + k] = paper;
          }
          removed++;
        }
        start = -1;
      }
    }
  }
  // vertical rules: along x = c − y·skew
  for (let c = -Math.ceil(Math.abs(skew) * height); c < width + Math.ceil(Math.abs(skew) * height); c++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const x = Math.round(c - y * skew);
      const on = y < height && x >= 0 && x < width && dark(x, y, 1, 0);
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= min) {
          for (let k = start; k < y; k++) {
            const xx = Math.round(c - k * skew);
            for (let e = Math.max(0, xx - 1); e <= Math.min(width - 1, xx + 1); e++) px[k * width + e] = paper;
          }
          removed++;
        }
        start = -1;
      }
    }
  }
  return removed ? out : null;
}

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
