// Scanned producers: another producer's PDF rasterised (pdftoppm) and degraded as office scanners and fax
// gateways do (skew up to ±3°, toned paper and greyed ink, speckle, a little blur, JPEG compression, or
// 1-bit fax-like thresholding) with ImageMagick, then wrapped back into an image-only PDF (image-pdf.ts).
// Everything drawn from a seed per document, so a document scans the same on every run. A producer id
// is "<variant>:<source producer>", e.g. "scan150:chromium".
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { rng } from "../corpus/rng";
import { imagePdf, parseNetpbm, type ImagePage } from "./image-pdf";

const run = promisify(execFile);
/** ImageMagick 6 from Debian (`imagemagick`); a `convert` earlier on the PATH may be something else. */
const CONVERT = process.env.CONVERT_PATH || (existsSync("/usr/bin/convert") ? "/usr/bin/convert" : "convert");

export type ScanVariant = "scan150" | "scan200" | "scan300" | "fax200";
export const SCAN_VARIANTS: Record<ScanVariant, { dpi: number; fax: boolean }> = {
  scan150: { dpi: 150, fax: false },
  scan200: { dpi: 200, fax: false },
  scan300: { dpi: 300, fax: false },
  fax200: { dpi: 200, fax: true },
};

/** Bump when the degradation changes (the scanned cache is keyed by it). */
export const SCAN_VERSION = 1;

export type ScanParams = { dpi: number; fax: boolean; angle: number; paper: number; ink: number; speckle: number; blur: number; quality: number };

/** The degradation of one document, drawn from its seed. */
export function scanParams(variant: ScanVariant, seed: number): ScanParams {
  const r = rng(seed);
  const v = SCAN_VARIANTS[variant];
  return {
    ...v,
    angle: Math.round((r() * 6 - 3) * 100) / 100, // ±3°
    paper: Math.round(86 + r() * 12), // white becomes 86–98 % grey (toned paper)
    ink: Math.round(r() * 22), // black becomes 0–22 % grey (faded ink)
    speckle: Math.round((0.005 + r() * 0.035) * 1000) / 1000, // impulse noise strength (light to heavy)
    blur: Math.round((0.3 + r() * 0.5) * 100) / 100,
    quality: Math.round(35 + r() * 40), // JPEG quality 35–75
  };
}

export async function scanPdf(pdf: Buffer, variant: ScanVariant, seed: number): Promise<Buffer> {
  const p = scanParams(variant, seed);
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf2json-scan-"));
  try {
    const src = path.join(dir, "in.pdf");
    writeFileSync(src, pdf);
    await run("pdftoppm", ["-r", String(p.dpi), "-gray", src, path.join(dir, "p")], { timeout: 120_000 });
    const files = readdirSync(dir).filter((f) => f.endsWith(".pgm")).sort();
    const pages: ImagePage[] = [];
    for (const [i, f] of files.entries()) {
      const file = path.join(dir, f);
      const { width, height } = parseNetpbm(readFileSync(file));
      const angle = p.angle * (i % 2 ? -0.7 : 1); // each page fed a little differently
      const common = ["-seed", String((seed + i) % 2147483647), "-background", "white", "-rotate", String(angle), "-gravity", "center", "-extent", `${width}x${height}`];
      if (p.fax) {
        const out = path.join(dir, `${i}.pbm`);
        await run(CONVERT, [file, ...common, "-blur", `0x${p.blur}`, "-attenuate", String(p.speckle / 2), "+noise", "Impulse", "-threshold", "55%", out], { timeout: 60_000 });
        const pbm = parseNetpbm(readFileSync(out));
        pages.push({ width: pbm.width, height: pbm.height, dpi: p.dpi, kind: "bilevel", data: Buffer.from(pbm.data) });
      } else {
        const out = path.join(dir, `${i}.jpg`);
        await run(CONVERT, [file, ...common, "+level", `${p.ink}%,${p.paper}%`, "-attenuate", String(p.speckle), "+noise", "Impulse", "-blur", `0x${p.blur}`, "-quality", String(p.quality), "-type", "Grayscale", out], { timeout: 60_000 });
        pages.push({ width, height, dpi: p.dpi, kind: "jpeg", data: readFileSync(out) });
      }
    }
    return imagePdf(pages);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a scanned copy is cached: keyed by the degradation's version, the variant, its seed and the source's name. */
export function scanCacheFile(dir: string, prefix: string, variant: ScanVariant, seed: number, name: string): string {
  return path.join(dir, `${prefix}-${createHash("sha256").update(JSON.stringify([SCAN_VERSION, variant, seed, name])).digest("hex").slice(0, 24)}.pdf`);
}

/** "scan150:chromium" → its variant and source producer, or null. */
export function parseScanned(id: string): { variant: ScanVariant; source: string } | null {
  const m = /^(scan150|scan200|scan300|fax200):([a-z]+)$/.exec(id);
  return m ? { variant: m[1] as ScanVariant, source: m[2] } : null;
}
