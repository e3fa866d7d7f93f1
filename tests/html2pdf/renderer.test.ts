// The renderer on its own: page counts and footers from the PDF text, the resource guard against a real
// local server, timeouts, the bounded queue, recycling and relaunching.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeRenderer, countPdfPages, renderPdf } from "@/lib/html2pdf";
import { isBlockedAddress } from "@/lib/html2pdf/address-guard";
import { resetRendererConfig, rendererConfig } from "@/lib/html2pdf/config";
import { RendererPool } from "@/lib/html2pdf/pool";
import { writeDocument } from "@/lib/html2pdf/render";
import { pdfPagesText, pdfPageSizes } from "./pdf-text";

const corpus = path.resolve(process.cwd(), "../shared/corpus/html/gotenberg-testdata");
const hasCorpus = fs.existsSync(corpus);
const fixture = (name: string) => fs.readFileSync(path.join(corpus, name, "index.html"), "utf8");

afterAll(async () => {
  await closeRenderer();
});

describe.skipIf(!hasCorpus)("gotenberg fixtures (../shared/corpus)", () => {
  it.each([
    ["page-1-html", 1],
    ["pages-3-html", 3],
    ["pages-12-html", 12],
  ])("%s renders %i page(s), each with its own text and a 'page N of M' footer", async (name, expected) => {
    const { pdf, pages } = await renderPdf({ html: fixture(name), tenant: "t1", options: { footer: "<p>{{page}} of {{pages}}</p>", header: "<p>Pages {{pages}}</p>" } });
    expect(pages).toBe(expected);
    const text = await pdfPagesText(pdf);
    expect(text).toHaveLength(expected);
    text.forEach((t, i) => {
      expect(t).toContain(`Page ${i + 1}`);
      expect(t).toContain(`${i + 1} of ${expected}`);
      expect(t).toContain(`Pages ${expected}`);
    });
  });

  it("reads the corpus header/footer HTML files with Chromium's own placeholders", async () => {
    const footer = fs.readFileSync(path.join(corpus, "header-footer-html/footer.html"), "utf8");
    const { pdf } = await renderPdf({ html: fixture("pages-12-html"), tenant: "t1", options: { footer } });
    const text = await pdfPagesText(pdf);
    expect(text[0]).toContain("1 of 12");
    expect(text[11]).toContain("12 of 12");
  });

  it("defaults to A4 portrait; landscape and Letter change the page box", async () => {
    const a4 = await pdfPageSizes((await renderPdf({ html: fixture("page-1-html"), tenant: "t1" })).pdf);
    expect(a4[0].width).toBeGreaterThanOrEqual(594);
    expect(a4[0].width).toBeLessThanOrEqual(597);
    expect(a4[0].height).toBeGreaterThanOrEqual(841);
    expect(a4[0].height).toBeLessThanOrEqual(844);
    const land = await pdfPageSizes((await renderPdf({ html: fixture("page-1-html"), tenant: "t1", options: { landscape: true, size: "Letter" } })).pdf);
    expect(Math.abs(land[0].width - 792)).toBeLessThanOrEqual(1);
    expect(Math.abs(land[0].height - 612)).toBeLessThanOrEqual(1);
  });
});

describe("resource guard", () => {
  let server: http.Server;
  let hits: string[] = [];
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.setHeader("content-type", "image/svg+xml");
      res.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const probe = (p: number) => `
    <h1>Still rendered</h1>
    <img src="http://127.0.0.1:${p}/img">
    <img src="http://localhost:${p}/localhost">
    <img src="http://[::ffff:127.0.0.1]:${p}/mapped">
    <img src="http://0.0.0.0:${p}/unspecified">
    <img src="http://169.254.169.254/latest/meta-data/">
    <link rel="stylesheet" href="http://127.0.0.1:${p}/css">
    <iframe src="file:///etc/passwd"></iframe>
    <img src="file:///etc/passwd">
    <iframe src="http://127.0.0.1:${p}/frame"></iframe>
    <script>
      fetch("http://127.0.0.1:${p}/fetch").catch(() => {});
      try { new WebSocket("ws://127.0.0.1:${p}/ws"); } catch (e) {}
      navigator.sendBeacon && navigator.sendBeacon("http://127.0.0.1:${p}/beacon", "x");
      setTimeout(() => { location.href = "http://127.0.0.1:${p}/navigate"; }, 0);
    </script>`;

  it("renders without loopback, metadata and file: resources, and the local server sees no request", async () => {
    hits = [];
    const { pdf, pages } = await renderPdf({ html: probe(port), tenant: "guard" });
    expect(pages).toBe(1);
    const [text] = await pdfPagesText(pdf);
    expect(text).toContain("Still rendered");
    expect(text).not.toContain("root:");
    // Not a wait for something to happen but a window for a request that must never come: one that slipped
    // past the guard would still be on its way over loopback when the PDF is back.
    await new Promise((r) => setTimeout(r, 300));
    expect(hits).toEqual([]);
  });

  it("an operator allow-list opens a chosen host (so the probe above can see requests)", async () => {
    process.env.HTML2PDF_ALLOW_HOSTS = "127.0.0.1";
    resetRendererConfig();
    await closeRenderer();
    try {
      hits = [];
      await renderPdf({ html: `<img src="http://127.0.0.1:${port}/allowed">`, tenant: "guard" });
      expect(hits).toContain("/allowed");
    } finally {
      delete process.env.HTML2PDF_ALLOW_HOSTS;
      resetRendererConfig();
      await closeRenderer();
    }
  });

  it("classifies addresses: private, loopback, link-local, multicast, unspecified and mapped forms are refused", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.100.100.200", "0.0.0.0", "224.0.0.1", "255.255.255.255",
      "::1", "::", "fe80::1", "fd00:ec2::254", "fc00::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:169.254.169.254", "64:ff9b::a9fe:a9fe", "2002:7f00:1::", "::127.0.0.1"]) {
      expect(isBlockedAddress(ip), ip).toBe(true);
    }
    for (const ip of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isBlockedAddress(ip), ip).toBe(false);
  });
});

/** The pool still renders after a failed render (its page replaced). */
async function expectNextRenderWorks(pool: RendererPool) {
  const pdf = await pool.run("x", 10_000, {}, async (page) => {
    await page.setContent("<p>after</p>");
    return page.pdf();
  });
  expect(countPdfPages(pdf)).toBe(1);
}

describe("pool", () => {
  it("an endless script fails the render with 422 render_too_slow (the input's fault, with the limit), and the next render works", async () => {
    const pool = new RendererPool({ ...rendererConfig(), concurrency: 1 });
    try {
      await expect(pool.run("x", 1500, {}, async (page) => {
        await page.setContent("<script>while(true){}</script>", { timeout: 10_000 });
        return page.pdf();
      })).rejects.toMatchObject({ code: "render_too_slow", details: { limit_ms: 1500 } });
      await expectNextRenderWorks(pool);
    } finally {
      await pool.close();
    }
  });

  it("a page that outgrows the renderer's memory cap fails with 422 render_out_of_memory, and the next render works", { timeout: 60_000 }, async () => {
    const pool = new RendererPool({ ...rendererConfig(), concurrency: 1, rendererMaxMemoryMb: 256 });
    try {
      const hog = "<script>const keep = []; for (;;) keep.push(new Array(1e6).fill(Math.random()));</script>";
      // written as renders write documents (one DevTools call, which the dying renderer never answers)
      await expect(pool.run("x", 45_000, {}, async (_page, cdp) => writeDocument(cdp, hog))).rejects.toMatchObject({ code: "render_out_of_memory", details: { limit_mb: 256 } });
      await expectNextRenderWorks(pool);
    } finally {
      await pool.close();
    }
  });

  it("a full queue answers 503 busy at once", async () => {
    const pool = new RendererPool({ ...rendererConfig(), concurrency: 1, queueMax: 1 });
    try {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      const first = pool.run("a", 20_000, {}, async () => (started(), gate));
      await running; // the first render holds the only page
      const second = pool.run("a", 20_000, {}, async () => "second ran");
      await expect(pool.run("a", 20_000, {}, async () => "third")).rejects.toMatchObject({ code: "busy", hints: { retryAfterSeconds: 2 } });
      expect(pool.stats().queued).toBe(1);
      release();
      await first;
      await expect(second).resolves.toBe("second ran");
    } finally {
      await pool.close();
    }
  });

  it("recycles pages after N renders and never lends one tenant's page to another", async () => {
    const pool = new RendererPool({ ...rendererConfig(), concurrency: 1, recycleAfter: 2 });
    try {
      const pages = [];
      for (const tenant of ["a", "a", "a", "b"]) pages.push(await pool.run(tenant, 10_000, {}, async (page) => page));
      expect(pages[0]).toBe(pages[1]);
      expect(pages[2]).not.toBe(pages[1]); // recycled after two renders
      expect(pages[3]).not.toBe(pages[2]); // another tenant
      expect(pages[3].context()).not.toBe(pages[2].context());
      expect(pool.stats().recycled).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it("nothing a script leaves behind is visible to the next render, of the same or another tenant", async () => {
    await renderPdf({ html: "<script>window.name = 'secret-a'; window.leak = 'secret-a';</script><p>a</p>", tenant: "ta" });
    for (const tenant of ["ta", "tb"]) {
      const { pdf } = await renderPdf({ html: "<p id=o></p><script>document.getElementById('o').textContent = 'seen:' + (window.leak || '') + (window.name || '') + ':end'</script>", tenant });
      const [text] = await pdfPagesText(pdf);
      expect(text).toContain("seen::end");
    }
  });

  it("a page that ran script is reset before its next render (top-level const can be declared again)", async () => {
    for (let i = 0; i < 2; i++) {
      const { pdf } = await renderPdf({ html: "<p id=o></p><script>const once = 'declared'; document.getElementById('o').textContent = once;</script>", tenant: "tc" });
      expect((await pdfPagesText(pdf))[0]).toContain("declared");
    }
  });

  it("treats any script-capable markup as script", async () => {
    const { mayRunScripts } = await import("@/lib/html2pdf/render");
    for (const html of ["<SCRIPT>x</SCRIPT>", "<img src=x onerror=alert(1)>", "<img/onerror=1>", "<iframe srcdoc='x'>", "<a href='javascript:x'>", "<object data=x>", "<svg onload=x>"]) expect(mayRunScripts(html), html).toBe(true);
    for (const html of ["<h1>Invoice</h1><p>Total: $10</p>", "<p>Description of the online service</p>"]) expect(mayRunScripts(html), html).toBe(false);
  });

  it("relaunches Chromium when it dies", async () => {
    const pool = new RendererPool({ ...rendererConfig(), concurrency: 1 });
    try {
      await pool.run("a", 10_000, {}, async (page) => page.context().browser()!.close());
      const pdf = await pool.run("a", 10_000, {}, async (page) => {
        await page.setContent("<p>back</p>");
        return page.pdf();
      });
      expect(countPdfPages(pdf)).toBe(1);
      expect(pool.stats().browser_launches).toBe(2);
    } finally {
      await pool.close();
    }
  });
});
