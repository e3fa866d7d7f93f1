// Bad files never produce a 5xx: every corpus robustness file, and truncated and bit-flipped copies of
// valid PDFs, answer 200 or a 4xx, and the handler keeps answering afterwards.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../helpers";
import { CORPUS, fixturePdf, hasCorpus, postPdf } from "./helpers";

let apiKey: string;
beforeAll(async () => {
  apiKey = (await createTestOrg({ credits: 1_000_000 })).apiKey;
});

function rng(seed: number) {
  let a = seed;
  return () => ((a = (a * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

describe("robustness", () => {
  // skipped (and reported as skipped) where the shared corpus is absent
  it.skipIf(!hasCorpus)("every file in the corpus robustness folder answers 200 or 4xx", async () => {
    const dir = path.join(CORPUS, "robustness");
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
    expect(files.length).toBeGreaterThan(3);
    const seen: Record<string, number> = {};
    for (const file of files) {
      const res = await postPdf(apiKey, readFileSync(file));
      seen[path.basename(file)] = res.status;
      expect(res.status, path.basename(file)).toBeLessThan(500);
      const body = await res.json();
      expect(body.request_id ?? body.meta?.request_id).toBeTruthy();
    }
    expect(seen["empty.pdf"]).toBe(400);
    expect(seen["password-example.pdf"]).toBe(422);
    expect(seen["pdffill-demo.pdf"]).toBe(200);
  });

  it("truncated and bit-flipped copies of valid PDFs answer 200 or 4xx, and a good PDF still works after", async () => {
    const { pdf } = await fixturePdf("vehicle_sale_contract");
    const { pdf: other } = await fixturePdf("nsw_registration_application", 2);
    const random = rng(42);
    const variants: Buffer[] = [];
    for (const src of [pdf, other]) {
      for (const frac of [0.05, 0.3, 0.5, 0.8, 0.97]) variants.push(src.subarray(0, Math.floor(src.length * frac)));
      for (let k = 0; k < 6; k++) {
        const copy = Buffer.from(src);
        const flips = 1 + Math.floor(random() * 200);
        for (let i = 0; i < flips; i++) copy[Math.floor(random() * copy.length)] ^= 1 << Math.floor(random() * 8);
        variants.push(copy);
      }
    }
    const statuses: number[] = [];
    for (const v of variants) {
      const res = await postPdf(apiKey, v);
      statuses.push(res.status);
      expect(res.status).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect(statuses.some((s) => s >= 400)).toBe(true);
    expect((await postPdf(apiKey, pdf)).status).toBe(200);
  });
});
