// The contract with the production server (scripts/server.mjs): fast routes match one method on one exact
// path (any query) and can be taken off again; under that server the background jobs leave the signals to
// it and hand it their stop instead.
import type http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { dispatchFastRoute, registerFastRoute, serverHooks, setServerHooks, type ServerHooks } from "@/lib/api/server-hooks";
import { startJobs, stopJobs, type BackgroundJob } from "@/lib/jobs/registry";

const req = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
const res = {} as http.ServerResponse;

afterEach(() => {
  setServerHooks(undefined);
});

describe("fast routes", () => {
  it("dispatch one method on one exact path, with or without a query; anything else is Next's", () => {
    const served: string[] = [];
    const remove = registerFastRoute("POST", "/v1/things", (r) => served.push(`${r.method} ${r.url}`));
    try {
      expect(dispatchFastRoute(req("POST", "/v1/things"), res)).toBe(true);
      expect(dispatchFastRoute(req("POST", "/v1/things?output=base64&filename=a%20b"), res)).toBe(true);
      expect(served).toEqual(["POST /v1/things", "POST /v1/things?output=base64&filename=a%20b"]);
      for (const [method, url] of [["GET", "/v1/things"], ["POST", "/v1/things/"], ["POST", "/v1/things/x"], ["POST", "/v1/thing"], ["POST", "http://h/v1/things"], ["OPTIONS", "*"]]) {
        expect(dispatchFastRoute(req(method, url), res), `${method} ${url}`).toBe(false);
      }
    } finally {
      remove();
    }
    expect(dispatchFastRoute(req("POST", "/v1/things"), res)).toBe(false);
    expect(served).toHaveLength(2);
  });

  it("send every GET on a short-link host to the redirect, /collect included (a valid short code there)", async () => {
    const { clickJob } = await import("@/lib/shortlinks");
    const { installDomainLoader, forgetDomainSet, isShortDomain } = await import("@/lib/shortlinks/domain-registry");
    const { addIntakeFastRoutes } = await import("@/lib/vector/server");
    const served: string[] = [];
    const removeRoutes = addIntakeFastRoutes();
    const removeSpy = registerFastRoute("GET", "/collect", (r) => served.push(`${r.headers.host} ${r.url}`)); // in place of the intake
    await clickJob.start(); // the short-link hosts' guard and their redirect route
    installDomainLoader(async () => ["go.brand.test"]);
    forgetDomainSet();
    try {
      const on = (host: string, method = "GET") => ({ method, url: "/collect", headers: { host }, rawHeaders: ["host", host] }) as unknown as http.IncomingMessage;
      const answer = () => {
        let done: (v: { status: number; body: string }) => void = () => {};
        const ended = new Promise<{ status: number; body: string }>((r) => (done = r));
        let status = 0;
        const r = { headersSent: false, writeHead: (s: number) => void (status = s), end: (body?: string) => done({ status, body: String(body ?? "") }) } as unknown as http.ServerResponse;
        return { r, ended };
      };
      // until the domain set is known, nothing on a non-/v1 path is taken: the proxy decides (and loads the set)
      expect(dispatchFastRoute(on("app.example.com"), res)).toBe(false);
      await isShortDomain("go.brand.test");
      for (const host of ["go.brand.test", "GO.Brand.test:443"]) {
        const { r, ended } = answer();
        expect(dispatchFastRoute(on(host), r), host).toBe(true);
        expect((await ended).status).toBe(404); // no link has the code "collect": the friendly page
      }
      expect(dispatchFastRoute(on("go.brand.test", "POST"), res)).toBe(false); // Next's proxy answers other methods there
      expect(dispatchFastRoute(on("app.example.com"), res)).toBe(true);
      expect(served).toEqual(["app.example.com /collect"]);
    } finally {
      removeSpy();
      removeRoutes();
      await clickJob.stop();
    }
  });

  it("switch the server's dispatch on only when the server is ours", () => {
    const hooks: ServerHooks = {};
    expect(serverHooks()).toBeNull();
    registerFastRoute("POST", "/v1/a", () => {})();
    setServerHooks(hooks);
    const remove = registerFastRoute("POST", "/v1/a", () => {});
    expect(hooks.dispatch).toBe(dispatchFastRoute);
    remove();
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
