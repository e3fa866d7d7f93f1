// The Handlebars merge is bounded: in output, in time and in memory, and it never runs on the event loop.
// A template is a program; these are the hostile ones a tester sent (and their cousins), each of which used
// to build hundreds of megabytes until the process died, or to freeze every request for half a minute.
import { afterAll, describe, expect, it } from "vitest";
import { POST as render } from "@/app/v1/html2pdf/route";
import { GET as health } from "@/app/v1/health/route";
import { POST as createRoute } from "@/app/v1/html2pdf/templates/route";
import { isDomainError } from "@/lib/errors";
import { closeRenderer } from "@/lib/html2pdf";
import { mergeConfig, type MergeConfig } from "@/lib/html2pdf/config";
import { mergeDocument } from "@/lib/html2pdf/merge";
import { closeMergePool, MergePool, mergePool, type MergeJob } from "@/lib/html2pdf/merge-pool";
import { previewHtml } from "@/lib/html2pdf/preview-html";
import { call, createTestOrg, settledBalance } from "../helpers";

afterAll(async () => {
  await Promise.all([closeRenderer(), closeMergePool()]);
});

const key = (apiKey: string) => ({ "x-api-key": apiKey });
const indices = (n: number) => Array.from({ length: n }, (_, i) => i);
const NESTED_EACH = "{{#each a}}{{#each ../a}}{{@root.s}}{{/each}}{{/each}}";
/** A billion empty iterations: no output at all, only time. */
const FREEZE = "{{#each a}}{{#each ../a}}{{#each ../../a}}{{/each}}{{/each}}{{/each}}";

async function mergeError(parts: { where: string; source: string }[], data: unknown) {
  try {
    await mergeDocument(parts, data);
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error("the merge did not fail");
}

/** Resolves when the process's merge pool hands a merge of `source` to a worker thread. */
function dispatched(source: string): Promise<void> {
  const pool = mergePool();
  return new Promise((resolve) => {
    pool.onDispatch = (job: MergeJob) => {
      if (job.type === "merge" && job.parts.some((p) => p.source === source)) {
        pool.onDispatch = undefined;
        resolve();
      }
    };
  });
}

describe("merge limits through POST /v1/html2pdf", () => {
  it("the tester's nested #each over 500 zeros with a 1,000-character string: 422 merge_output_too_large at once, nothing charged", async () => {
    const { apiKey, organisationId } = await createTestOrg({ credits: 10 });
    const before = await settledBalance(organisationId);
    const started = performance.now();
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: NESTED_EACH, data: { a: Array(500).fill(0), s: "x".repeat(1000) } } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: "merge_output_too_large", request_id: res.headers.get("x-request-id"), limit_bytes: mergeConfig().maxOutputBytes });
    expect(body.message).toMatch(/^html: The merged HTML would be larger than 5 MB/);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await settledBalance(organisationId)).toBe(before);
  });

  it("a stored template is bounded the same way", async () => {
    const { apiKey } = await createTestOrg();
    const created = await call(createRoute, "/v1/html2pdf/templates", { method: "POST", headers: key(apiKey), body: { name: "loops", html: NESTED_EACH } });
    expect(created.status).toBe(201);
    const { data: template } = await created.json();
    const res = await call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { template_id: template.id, data: { a: indices(500), s: "y".repeat(1000) } } });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "merge_output_too_large", merge_error: { where: "template" } });
  });

  it("a hostile merge does not stop other requests: /v1/health answers while it runs, then the merge answers 422 merge_too_slow", async () => {
    const { apiKey } = await createTestOrg();
    const handedOver = dispatched(FREEZE);
    let hostileDone = false;
    const hostile = call(render, "/v1/html2pdf", { method: "POST", headers: key(apiKey), body: { html: FREEZE, data: { a: indices(1000) } } }).finally(() => {
      hostileDone = true;
    });
    await handedOver; // the merge is now running in a worker thread
    const asked = performance.now();
    const healthRes = await call(health, "/v1/health");
    expect(healthRes.status).toBe(200);
    expect(performance.now() - asked).toBeLessThan(1000);
    expect(hostileDone).toBe(false);
    const res = await hostile;
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ ok: false, error: "merge_too_slow", limit_ms: mergeConfig().timeoutMs });
  });

  it("portal previews run the same bounded merge", async () => {
    const { organisationId } = await createTestOrg();
    await expect(previewHtml(organisationId, { html: NESTED_EACH, data: { a: indices(500), s: "p".repeat(1000) }, options: {} })).rejects.toMatchObject({ code: "merge_output_too_large" });
  });
});

describe("every nesting or repetition shape is stopped", () => {
  const s = "z".repeat(100);
  const cases: [string, string, Record<string, unknown>][] = [
    ["#each three deep", "{{#each a}}{{#each ../a}}{{#each ../../a}}{{@root.s}}{{/each}}{{/each}}{{/each}}", { a: indices(300), s }],
    ["#with inside #each", "{{#each a}}{{#with @root}}{{s}}{{s}}{{/with}}{{/each}}", { a: indices(100_000), s }],
    ["repeated inline partials", '{{#*inline "p"}}{{@root.s}}{{@root.s}}{{/inline}}{{#*inline "q"}}{{>p}}{{>p}}{{>p}}{{>p}}{{/inline}}{{#each a}}{{>q}}{{>q}}{{/each}}', { a: indices(10_000), s }],
    ["#each over an object with many keys", "{{#each o}}{{#each @root.o}}{{@root.s}}{{/each}}{{/each}}", { o: Object.fromEntries(indices(3000).map((i) => [`k${i}`, i])), s }],
    ["lookup", "{{#each a}}{{#each (lookup @root 'a')}}{{lookup @root 's'}}{{/each}}{{/each}}", { a: indices(1000), s }],
    ["{{{triple}}} and {{escaped}} mustaches with no loop at all", "{{s}}{{{s}}}".repeat(1500), { s: "<".repeat(1000) }],
    ["block helpers as sections ({{#a}}…{{/a}})", "{{#a}}{{#../a}}{{@root.s}}{{/../a}}{{/a}}", { a: indices(1000), s }],
  ];
  for (const [name, source, data] of cases) {
    it(`${name}: 422 merge_output_too_large`, async () => {
      const error = await mergeError([{ where: "html", source }], data);
      expect(error).toMatchObject({ code: "merge_output_too_large" });
    });
  }

  it("header and footer share the page's budget", async () => {
    const big = "{{#each a}}{{@root.s}}{{/each}}";
    const data = { a: indices(20_000), s: "h".repeat(100) }; // 2 MB each, 6 MB together
    expect((await mergeDocument([{ where: "html", source: big }], data))[0]).toHaveLength(2_000_000);
    const error = await mergeError([{ where: "html", source: big }, { where: "options.header", source: big }, { where: "options.footer", source: big }], data);
    expect(error).toMatchObject({ code: "merge_output_too_large", details: { merge_error: { where: "options.footer" } } });
  });

  it("a template too large to compile within the limits (60,000 mustaches): its worker is stopped, 422, and the next merge works", async () => {
    // Compiling it needs both more than the time and more than the heap a merge may have; which limit
    // trips first depends on the machine's speed (a fast one reaches 256 MB within 2 s): either is the answer.
    const error = await mergeError([{ where: "html", source: "{{s}}".repeat(60_000) }], { s: "x" });
    expect(["merge_too_slow", "merge_out_of_memory"]).toContain(error.code);
    expect(await mergeDocument([{ where: "html", source: "{{s}}" }], { s: "next" })).toEqual(["next"]);
  });

  it("partials that call themselves twice per level (2³⁰ calls, no output): 422 merge_too_slow", async () => {
    const chain = indices(30).map((i) => `{{#*inline "p${i + 1}"}}{{> p${i}}}{{> p${i}}}{{/inline}}`).join("") + '{{#*inline "p0"}}{{/inline}}{{> p30}}';
    expect(await mergeError([{ where: "html", source: chain }], {})).toMatchObject({ code: "merge_too_slow" });
  });

  it("an ordinary merge still works, exactly as before", async () => {
    const [html] = await mergeDocument(
      [{ where: "html", source: '{{#each items}}<li>{{name}} {{formatCurrency price "AUD"}}{{#if @last}}.{{/if}}</li>{{/each}}{{#with who}}{{first}}{{/with}}{{> missing}}' }],
      { items: [{ name: "<A>", price: 1 }, { name: "B", price: 2.5 }], who: { first: "Ada" } },
    ).catch((e) => [String(e.message)]);
    // An unknown partial is a 400 merge error, as before.
    expect(html).toMatch(/html: Template merge failed: The partial missing could not be found/);
    const [ok] = await mergeDocument([{ where: "html", source: '{{#each items}}<li>{{name}} {{formatCurrency price "AUD"}}{{#if @last}}.{{/if}}</li>{{/each}}{{#with who}}{{first}}{{/with}}' }], {
      items: [{ name: "<A>", price: 1 }, { name: "B", price: 2.5 }],
      who: { first: "Ada" },
    });
    expect(ok).toBe("<li>&lt;A&gt; $1.00</li><li>B $2.50.</li>Ada");
  });
});

describe("the merge pool's own limits", () => {
  const cfg = (over: Partial<MergeConfig>): MergeConfig => ({ maxOutputBytes: 5 * 1024 * 1024, timeoutMs: 2000, maxMemoryMb: 64, workers: 1, queueMax: 4, ...over });
  const ordinary: MergeJob = { type: "merge", parts: [{ where: "html", source: "<p>{{x}}</p>" }], data: { x: "fine" } };

  it("memory: a merge that needs more than the worker's heap ends that worker, not the process (422 merge_out_of_memory); the next merge gets a new worker", async () => {
    // No output limit to speak of: only the worker's 32 MB heap stops 1 GB of escaped strings.
    const pool = new MergePool(cfg({ maxOutputBytes: 2 ** 31, maxMemoryMb: 32, timeoutMs: 60_000 }));
    try {
      const outcome = await pool.run({ type: "merge", parts: [{ where: "html", source: NESTED_EACH }], data: { a: indices(500), s: "<".repeat(1000) } });
      expect(outcome).toMatchObject({ ok: false, failure: { kind: "limit", code: "merge_out_of_memory" } });
      expect(await pool.run(ordinary)).toEqual({ ok: true, html: ["<p>fine</p>"] });
      expect(pool.stats()).toMatchObject({ mode: "workers", out_of_memory: 1, workers_started: 2 });
    } finally {
      await pool.close();
    }
  });

  it("time: a merge still running past the limit has its worker terminated (422 merge_too_slow); the next merge gets a new worker", async () => {
    const pool = new MergePool(cfg({ timeoutMs: 300 }), { softDeadline: false, graceMs: 50 });
    try {
      const outcome = await pool.run({ type: "merge", parts: [{ where: "html", source: FREEZE }], data: { a: indices(1000) } });
      expect(outcome).toMatchObject({ ok: false, failure: { kind: "limit", code: "merge_too_slow" } });
      expect(await pool.run(ordinary)).toEqual({ ok: true, html: ["<p>fine</p>"] });
      expect(pool.stats()).toMatchObject({ too_slow: 1, workers_started: 2 });
    } finally {
      await pool.close();
    }
  });

  it("without workers (HTML2PDF_MERGE_WORKERS=0) the merge is still bounded in output and time", async () => {
    const pool = new MergePool(cfg({ workers: 0, timeoutMs: 300 }));
    expect(await pool.run({ type: "merge", parts: [{ where: "html", source: NESTED_EACH }], data: { a: indices(500), s: "x".repeat(1000) } })).toMatchObject({
      ok: false,
      failure: { kind: "limit", code: "merge_output_too_large" },
    });
    expect(await pool.run({ type: "merge", parts: [{ where: "html", source: FREEZE }], data: { a: indices(1000) } })).toMatchObject({ ok: false, failure: { kind: "limit", code: "merge_too_slow" } });
    expect(pool.stats()).toMatchObject({ mode: "in_process", in_process: 2 });
  });
});
