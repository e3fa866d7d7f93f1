// The contract with the production server (scripts/server.mjs): fast routes match one method on one exact
// path (any query) and can be taken off again; under that server the background jobs leave the signals to
// it and hand it their stop instead.
import type http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { dispatchFastRoute, registerFastRoute, SERVER_HOOKS, serverHooks, type ServerHooks } from "@/lib/api/server-hooks";
import { startJobs, stopJobs, type BackgroundJob } from "@/lib/jobs/registry";

const req = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
const res = {} as http.ServerResponse;

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SERVER_HOOKS];
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

  it("never take /collect on a short-link host, where it is a short code for the redirect route", async () => {
    const { clickJob } = await import("@/lib/shortlinks");
    const { installDomainLoader, forgetDomainSet, isShortDomain } = await import("@/lib/shortlinks/domain-registry");
    const { addIntakeFastRoutes } = await import("@/lib/vector/server");
    const served: string[] = [];
    const removeRoutes = addIntakeFastRoutes();
    const removeSpy = registerFastRoute("GET", "/collect", (r) => served.push(`${r.headers.host} ${r.url}`)); // in place of the intake
    await clickJob.start(); // adds the short-link hosts' guard
    installDomainLoader(async () => ["go.brand.test"]);
    forgetDomainSet();
    try {
      const on = (host: string, method = "GET") => ({ method, url: "/collect", headers: { host } }) as unknown as http.IncomingMessage;
      // until the domain set is known, nothing on a non-/v1 path is taken: the proxy decides (and loads the set)
      expect(dispatchFastRoute(on("app.example.com"), res)).toBe(false);
      await isShortDomain("go.brand.test");
      expect(dispatchFastRoute(on("go.brand.test"), res)).toBe(false);
      expect(dispatchFastRoute(on("GO.Brand.test:443"), res)).toBe(false);
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
    (globalThis as Record<symbol, unknown>)[SERVER_HOOKS] = hooks;
    const remove = registerFastRoute("POST", "/v1/a", () => {});
    expect(hooks.dispatch).toBe(dispatchFastRoute);
    remove();
  });
});

describe("background jobs under the production server", () => {
  it("hand their stop to the server and install no signal handlers of their own", async () => {
    const hooks: ServerHooks = {};
    (globalThis as Record<symbol, unknown>)[SERVER_HOOKS] = hooks;
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
