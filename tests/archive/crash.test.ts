// A server process killed with SIGKILL after answering 202 (one email mid-render, one still queued) loses
// nothing: a restarted process renders both, and the PDFs hold the email's headline.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startChild } from "../child-process";

const corpusEmail = path.resolve(process.cwd(), "../shared/corpus/emails/cerberus/cerberus-hybrid.html");

const start = (mode: string, env: NodeJS.ProcessEnv) => startChild("tests/archive/crash-child.ts", mode, env);

describe("crash between 202 and the render", () => {
  it("a SIGKILLed process loses nothing: after restart both PDFs appear", { timeout: 360_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "archive-crash-"));
    const htmlFile = path.join(dataDir, "email.html");
    const html = fs.existsSync(corpusEmail) ? fs.readFileSync(corpusEmail, "utf8") : "<h1>Praesent laoreet malesuada cursus.</h1><p>Archive me.</p>";
    fs.writeFileSync(htmlFile, html);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, CRASH_HTML_FILE: htmlFile, ARCHIVE_RENDER_LEASE_MS: "1500", DISABLE_BACKGROUND_JOBS: "1" };
    if (!process.env.DATABASE_URL) env.PGLITE_DATA_DIR = path.join(dataDir, "pglite");

    const first = start("accept", env);
    const accepted = await first.next("accepted");
    expect(accepted.ids).toHaveLength(2);
    await first.next("rendering");
    env.CRASH_ORG_ID = accepted.organisationId;
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    expect(first.child.signalCode).toBe("SIGKILL");

    // What the dead process left: one email leased mid-render, one still pending; neither has a PDF.
    const look = start("inspect", env);
    const left = await look.next("inspected");
    expect(left.rows.map((r: { status: string }) => r.status).sort()).toEqual(["pending", "rendering"]);
    await new Promise((r) => look.child.once("exit", r));
    const blobDir = path.join(dataDir, "blobs");
    expect(fs.existsSync(blobDir) ? fs.readdirSync(blobDir, { recursive: true }).filter((f) => String(f).endsWith(".pdf")) : []).toEqual([]);

    const second = start("recover", env);
    const recovered = await second.next("recovered");
    await new Promise((r) => second.child.once("exit", r));
    expect(recovered.rows).toHaveLength(2);
    const expectedHeadline = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)![1].replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
    for (const row of recovered.rows) {
      expect(row.status).toBe("ready");
      const file = path.join(blobDir, row.blobKey);
      const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(text).toContain(expectedHeadline);
    }
    // The email that was mid-render when the process died took a second attempt; the queued one, one.
    expect(recovered.rows.map((r: { attempts: number }) => r.attempts).sort()).toEqual([1, 2]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
