// Shared by the pdf2json tests: fixture PDFs (the canonical documents of eval/pdf2json, generated once
// into a temp folder), the corpus path, and calling the extraction route.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { POST as extract } from "@/app/v1/pdf2json/route";
import { canonicalFixtures, type FixtureFile } from "@/eval/pdf2json/canonical";
import { call } from "../helpers";

export const CORPUS = path.resolve(process.cwd(), "../shared/corpus");
export const hasCorpus = existsSync(CORPUS);

let fixtures: Promise<FixtureFile[]> | undefined;
export function fixtureFiles(): Promise<FixtureFile[]> {
  fixtures ??= canonicalFixtures();
  return fixtures;
}

/** The `layout`-th canonical document of a profile (its tuned families in split order), with its truth. */
export async function fixturePdf(profile: string, layout = 0): Promise<{ pdf: Buffer; truth: Record<string, unknown>; file: FixtureFile }> {
  const files = (await fixtureFiles()).filter((f) => f.profile === profile);
  const file = files[layout % files.length];
  return { pdf: readFileSync(file.pdf), truth: JSON.parse(readFileSync(file.truth, "utf8")), file };
}

export function postPdf(apiKey: string | null, pdf: Buffer, headers: Record<string, string> = {}, query?: Record<string, string>) {
  return call(extract, "/v1/pdf2json", {
    method: "POST",
    headers: { "content-type": "application/pdf", ...(apiKey ? { "x-api-key": apiKey } : {}), ...headers },
    body: new Uint8Array(pdf),
    query,
  });
}

export function postJson(apiKey: string | null, body: unknown, headers: Record<string, string> = {}, query?: Record<string, string>) {
  return call(extract, "/v1/pdf2json", {
    method: "POST",
    headers: { "content-type": "application/json", ...(apiKey ? { "x-api-key": apiKey } : {}), ...headers },
    body: JSON.stringify(body),
    query,
  });
}
