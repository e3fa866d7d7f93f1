// The real marketing emails of the corpus go through ingest, the real renderer and storage, and come back
// as PDFs whose text layer holds each email's headline.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeRenderer } from "@/lib/html2pdf";
import { RenderWorker } from "@/lib/archive/render-worker";
import { archiveOrg, download, ingest, list, signedDownload } from "./helpers";

const dir = path.resolve(process.cwd(), "../shared/corpus/emails");
const files = fs.existsSync(dir)
  ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html")).map((f) => path.join(dir, f))
  : [];
if (!files.length) console.warn(`archive corpus test skipped: no emails under ${dir}`);

/** The first <h1> of the email as a reader sees it (tags dropped, entities and whitespace normalised). */
function headline(html: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? "";
  return h1.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
}

function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `archive-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  } finally {
    fs.rmSync(file, { force: true });
  }
}

afterAll(() => closeRenderer());

describe.skipIf(!files.length)("corpus emails", () => {
  it("archive to PDFs whose text contains their headline", { timeout: 240_000 }, async () => {
    const { token, organisationId } = await archiveOrg();
    const sent: { id: string; headline: string; file: string }[] = [];
    for (const [i, file] of files.entries()) {
      const html = fs.readFileSync(file, "utf8");
      const expected = headline(html);
      expect(expected.length, `${file} has an <h1>`).toBeGreaterThan(5);
      const res = await ingest(token, { message_id: `corpus-${i}`, subscriber_key: "corpus@example.com", date_sent: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(), html, mc_template: path.basename(file) });
      expect(res.status).toBe(202);
      sent.push({ id: (await res.json()).bp_file_key, headline: expected, file });
    }
    const worker = new RenderWorker({ log: (m) => console.warn(m), organisationId });
    expect(await worker.drain()).toBe(files.length);

    const listed = await (await list(token, "corpus@example.com")).json();
    expect(listed.items).toHaveLength(files.length);
    for (const email of sent) {
      const res = await download(token, email.id);
      expect(res.status, email.file).toBe(200);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfText(pdf), email.file).toContain(email.headline);
      const item = listed.items.find((x: { bp_file_key: string }) => x.bp_file_key === email.id);
      expect(item.mc_template).toBe(path.basename(email.file));
      const viaLink = Buffer.from(await (await signedDownload(item.bp_signed_url)).arrayBuffer());
      expect(viaLink.equals(pdf)).toBe(true);
    }
  });
});
