// The hot route table (lib/server/hot-routes.ts) and its contract with the production server
// (scripts/server.mjs): a row takes one exact path (any query) and its methods; a short-link host's paths are
// codes before anything else; a restricted table serves its products only; under that server the background
// jobs leave the signals to it and hand it their stop instead.
import type http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { serverHooks, setServerHooks, type ServerHooks } from "@/lib/api/server-hooks";
import { startJobs, stopJobs, type BackgroundJob } from "@/lib/jobs/registry";
import { hotRouter, installHotRoutes } from "@/lib/server/hot-routes";

const req = (method: string, url: string, host = "app.example.com") => ({ method, url, headers: { host }, rawHeaders: ["host", host], resume() {}, socket: {} }) as unknown as http.IncomingMessage;

/** A response that records its status and body; `ended` resolves when the handler ends it. */
function answer() {
  let done: (v: { status: number; body: string }) => void = () => {};
  const ended = new Promise<{ status: number; body: string }>((r) => (done = r));
  let status = 0;
  const res = { headersSent: false, writeHead: (s: number) => void (status = s), end: (body?: string | Buffer) => done({ status, body: String(body ?? "") }) } as unknown as http.ServerResponse;
  return { res, ended };
}

afterEach(() => {
  setServerHooks(undefined);
});

describe("hot route table", () => {
  it("serves a row's methods on its exact path, with or without a query; says Allow for others; leaves the rest", async () => {
    const route = hotRouter(["vector"]);
    for (const url of ["/v.js", "/v.js?v=abc"]) {
      const { res, ended } = answer();
      expect(route(req("GET", url), res)).toEqual({ served: true });
      expect((await ended).status).toBe(200);
    }
    expect(route(req("POST", "/v.js"), answer().res)).toEqual({ served: false, allow: ["GET", "HEAD"] });
    for (const [method, url] of [["GET", "/v.js/"], ["GET", "/v.jsx"], ["GET", "http://h/v.js"], ["OPTIONS", "*"], ["POST", "/v1/html2pdf"], ["POST", "/v1/shorten"]]) {
      expect(route(req(method, url), answer().res), `${method} ${url}`).toEqual({ served: false });
    }
    const { res, ended } = answer();
    expect(route(req("DELETE", "/collect"), res)).toEqual({ served: true }); // every method on /collect: always 200 {ok:true}
    expect(await ended).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
  });

  it("sends every GET on a short-link host to the redirect, /collect included (a valid short code there)", async () => {
    const { installDomainLoader, forgetDomainSet, isShortDomain } = await import("@/lib/shortlinks/domain-registry");
    installDomainLoader(async () => ["go.brand.test"]);
    forgetDomainSet();
    const route = hotRouter();
    // until the domain set is known, nothing on a non-/v1 path is taken: the proxy decides (and loads the set)
    expect(route(req("GET", "/collect"), answer().res)).toEqual({ served: false });
    await isShortDomain("go.brand.test");
    for (const host of ["go.brand.test", "GO.Brand.test:443"]) {
      const { res, ended } = answer();
      expect(route(req("GET", "/collect", host), res), host).toEqual({ served: true });
      expect((await ended).status).toBe(404); // no link has the code "collect": the friendly page
    }
    expect(route(req("POST", "/collect", "go.brand.test"), answer().res)).toEqual({ served: false, allow: ["GET", "HEAD"] });
    const { res, ended } = answer();
    expect(route(req("GET", "/collect"), res)).toEqual({ served: true }); // on the app's host: the intake
    expect((await ended).body).toBe(JSON.stringify({ ok: true }));
    expect(hotRouter(["vector"])(req("GET", "/collect", "go.brand.test"), answer().res)).toEqual({ served: true }); // no short links in this table
    forgetDomainSet();
  });

  it("is installed ahead of Next only when the server is ours", () => {
    expect(serverHooks()).toBeNull();
    installHotRoutes(); // no production server: nothing to install into, nothing happens
    const hooks: ServerHooks = {};
    setServerHooks(hooks);
    installHotRoutes();
    expect(hooks.dispatch?.(req("POST", "/v1/unknown"), answer().res)).toBe(false);
  });
});

describe("background jobs under the production server", () => {
  it("hand their stop to the server and install no signal handlers of their own", async () => {
    const hooks: ServerHooks = {};
    setServerHooks(hooks);
    const events: string[] = [];
    const job: BackgroundJob = { name: "t", start: () => void events.push("start"), stop: async () => void events.push("stop") };
    const before = process.listenerCount("SIGTERM");
    await startJobs([job]);
    try {
      expect(events).toEqual(["start"]);
      expect(process.listenerCount("SIGTERM")).toBe(before);
      expect(hooks.stopJobs).toBe(stopJobs);
      await hooks.stopJobs!();
      expect(events).toEqual(["start", "stop"]);
    } finally {
      await stopJobs();
    }
  });
});
