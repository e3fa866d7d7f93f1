// Filled AcroForms: field values are read from the form itself (not the page text) and, for a generic
// document, listed with the field's name among the labelled values.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestOrg } from "../helpers";
import { CORPUS, hasCorpus, postPdf } from "./helpers";

describe("AcroForm values", () => {
  // skipped (and reported as skipped) where the shared corpus is absent
  it.skipIf(!hasCorpus)("lists filled form fields of a generic document, with checked boxes as true", async () => {
    const { apiKey } = await createTestOrg({ credits: 1000 });
    const res = await postPdf(apiKey, readFileSync(path.join(CORPUS, "forms/pdfjs/prefilled_f1040.pdf")), { "x-document-type": "generic_document" });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.fields).toContainEqual({ label: "topmostSubform[0].Page2[0].p2-t124[0]", value: "foobar", page: 2 });
    expect(data.fields.some((f: { value: string }) => f.value === "true")).toBe(true);
    expect(data.fields.some((f: { value: string }) => f.value === "false")).toBe(false);
  });
});
