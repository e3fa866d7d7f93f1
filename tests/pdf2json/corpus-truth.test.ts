// The corpus truth is what the page shows: every non-null fact of a generated document's truth appears in
// its HTML text (strings as printed, case and spacing aside; dates and amounts in the document's format),
// and its documentType is the printed title. Catches a generator that records a value it never printed.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageHtml } from "@/eval/pdf2json/corpus/html";
import { rng } from "@/eval/pdf2json/corpus/rng";
import { checkSplit, FAMILIES } from "@/eval/pdf2json/families";
import { flatten, normText } from "@/eval/pdf2json/score";

const decode = (s: string) => s.replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
// as the scorer compares: case, spaces and line-joining commas aside
const squash = (s: string) => normText(s.replace(/[\u202f\u2003]/g, " "));

/** An amount as a European page prints it bare, without its currency: "1.366,41", "1 366,41". */
const euroAmounts = (v: number) => {
  const de = v.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [de, de.replace(/\./g, " ")];
};

describe("generated corpus", () => {
  it("has a valid split: every family in one half, at least five per half and profile", () => {
    expect(() => checkSplit()).not.toThrow();
  });

  it("is never imported by production code (lib/, app/)", () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? files(path.join(dir, n)) : /\.(ts|tsx|mjs|js)$/.test(n) ? [path.join(dir, n)] : []));
    const offenders = ["lib", "app"].flatMap((d) => files(path.resolve(d))).filter((f) => /from\s+["'](@\/eval\/|(\.\.\/)+eval\/)|import\(["'](@\/eval\/|(\.\.\/)+eval\/)/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("records in the truth only what the page prints", () => {
    for (const f of FAMILIES) {
      for (let s = 0; s < 12; s++) {
        const { d, page } = f.build(rng(9000 + s), s === 0);
        const html = pageHtml(d.style, page);
        // (a form's blanks typed as underscores are the lines values are typed on, not what they say)
        const text = squash(decode(html.replace(/<title>[\s\S]*?<\/title>/, "").replace(/<style>[\s\S]*?<\/style>/, "").replace(/<[^>]+>/g, " ")).replace(/_{2,}/g, " "));
        const where = `${f.profile}/${f.id} seed ${9000 + s}`;
        expect(page.title, where).toBe(d.truth.documentType);
        for (const [path, v] of Object.entries(flatten(d.truth))) {
          if (v === null || path === "pages" || path === "currency" || typeof v === "boolean") continue;
          if (/^(lineItems|accessories)\[/.test(path)) continue; // table cells use the table's own number format
          // (a sum the page states only as its parts, each printed: a tax per rate)
          const parts = d.sums.get(path);
          if (parts) {
            expect(Math.round(parts.reduce((a, x) => a + x * 100, 0)), `${where}: ${path} is not the sum of its parts`).toBe(Math.round((v as number) * 100));
            for (const x of parts) expect([d.style.money(x), ...euroAmounts(x)].some((f) => text.includes(squash(f))), `${where}: ${path}'s part ${x} is not on the page`).toBe(true);
            continue;
          }
          const forms =
            typeof v === "number"
              ? [String(v), d.style.money(v), d.style.odo(v), v.toLocaleString("en-AU"), ...euroAmounts(v)]
              : /^\d{4}-\d{2}-\d{2}$/.test(String(v))
                ? [d.style.date(String(v)), String(v)]
                : [String(v)];
          const found = forms.some((x) => text.includes(squash(x)));
          expect(found, `${where}: ${path} = ${JSON.stringify(v)} is not on the page`).toBe(true);
        }
      }
    }
  });
});
