import { describe, expect, it } from "vitest";
import { formatDateValue, mergeTemplate, MergeError } from "@/lib/html2pdf/merge";
import { contentDisposition } from "@/lib/html2pdf/reply";
import { parseRenderOptions } from "@/lib/html2pdf/options";
import { pdfSettings } from "@/lib/html2pdf/render";

describe("merge", () => {
  it("formats currency with Intl in the given locale, and dates with tokens or styles", () => {
    expect(mergeTemplate('{{formatCurrency a "AUD"}}|{{formatCurrency a "EUR" locale="de-DE"}}|{{formatCurrency b "JPY" locale="ja-JP"}}', { a: 1234.5, b: "1000" })).toBe("$1,234.50|1.234,50\u00a0€|￥1,000");
    expect(mergeTemplate('{{formatDate d "DD/MM/YYYY"}}|{{formatDate d "long"}}|{{formatDate d "[Week of] MMM D"}}', { d: "2024-03-31" })).toBe("31/03/2024|31 March 2024|Week of Mar 31");
    expect(formatDateValue(new Date("2024-03-31T23:30:00Z"), "YYYY-MM-DD HH:mm", "en-AU", "Australia/Sydney")).toBe("2024-04-01 10:30");
  });

  it("escapes data, and missing plain fields render empty", () => {
    expect(mergeTemplate("<p>{{name}}|{{missing}}</p>", { name: "<b>x</b>" })).toBe("<p>&lt;b&gt;x&lt;/b&gt;|</p>");
  });

  it("errors name the field, the Handlebars problem and the line", () => {
    const fail = (src: string, data: object) => {
      try {
        mergeTemplate(src, data);
      } catch (e) {
        return e as MergeError;
      }
      throw new Error("merge did not fail");
    };
    expect(fail('a\nb\n{{formatCurrency total "AUD"}}', { total: "x" }).message).toBe('formatCurrency of field "total": "x" is not a number (line 3).');
    expect(fail('{{formatCurrency total "AUD"}}', {}).message).toMatch(/field "total": the value is missing/);
    expect(fail('{{formatDate when "YYYY"}}', { when: "soon" }).message).toMatch(/field "when": "soon" is not a date/);
    expect(fail("<p>\n{{#each items}}\n", {}).message).toMatch(/^Handlebars syntax error on line 3: .*EOF/);
    expect(fail("{{shout name}}", { name: "x" }).message).toMatch(/no helper called "shout"/);
    // Formatters are memoised: a bad locale or time zone fails every time, and good ones keep working.
    for (let i = 0; i < 2; i++) {
      expect(fail('{{formatCurrency total "AUD" locale="not a locale"}}', { total: 1 }).message).toMatch(/^formatCurrency of field "total": .*locale/i);
      expect(fail('{{formatDate d "YYYY" timeZone="Mars/Base"}}', { d: "2024-03-31" }).message).toMatch(/^formatDate of field "d": .*time ?zone/i);
    }
    expect(mergeTemplate('{{formatCurrency a "EUR" locale="de-DE"}}', { a: 2 })).toBe("2,00\u00a0€");
  });
});

describe("options and headers", () => {
  it("defaults are exactly the spec's: A4, portrait, backgrounds, margins 14/14/16/14 mm", () => {
    // Chromium's print settings are in inches: A4 is 8.27 × 11.7, 14 mm is 14 / 25.4 in.
    const inches = (mm: number) => expect.closeTo(mm / 25.4, 6);
    expect(pdfSettings(parseRenderOptions({}))).toMatchObject({ paperWidth: 8.27, paperHeight: 11.7, landscape: false, printBackground: true, marginTop: inches(14), marginRight: inches(14), marginBottom: inches(16), marginLeft: inches(14), scale: 1, displayHeaderFooter: false });
    expect(pdfSettings(parseRenderOptions({ margin: { top: "1in" }, size: { width: "100mm", height: "50mm" } }))).toMatchObject({ paperWidth: inches(100), paperHeight: inches(50), marginTop: 1, marginBottom: inches(16) });
    expect(pdfSettings(parseRenderOptions({ size: "letter", landscape: true, margin: "96px" }))).toMatchObject({ paperWidth: 8.5, paperHeight: 11, landscape: true, marginLeft: 1, marginTop: 1 });
    expect(() => parseRenderOptions({ size: { width: "0", height: "10cm" } })).toThrow(/options.size.width: must be greater than 0/);
  });

  it("header/footer get page placeholders and an explicit font size", () => {
    const s = pdfSettings(parseRenderOptions({ footer: "<span>{{page}} / {{ pages }}</span>" }));
    expect(s!.displayHeaderFooter).toBe(true);
    expect(s!.footerTemplate).toContain('<span class="pageNumber"></span> / <span class="totalPages"></span>');
    expect(s!.footerTemplate).toMatch(/font-size:\s*9pt/);
  });

  it("content-disposition keeps ASCII names plain and adds filename* for others", () => {
    expect(contentDisposition("report.pdf")).toBe('attachment; filename="report.pdf"');
    expect(contentDisposition("Résumé 東京.pdf")).toBe(`attachment; filename="Resume __.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E6%9D%B1%E4%BA%AC.pdf`);
  });
});
