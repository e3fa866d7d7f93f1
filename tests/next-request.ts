// Runs next-auth's route handler, server actions and getServerSession in tests, outside a Next.js server.
// They read the request through next/headers (headers(), cookies()), which only works inside Next's request
// scope; here both answer from a small in-memory "browser" instead. next-auth require()s next/headers (CJS),
// so its exports are replaced in Node's module cache; files that import it (ESM) get the same functions
// through vi.mock("next/headers", () => import("../next-request").then((m) => m.nextHeadersMock)).
import { createRequire } from "node:module";
import { NextRequest } from "next/server";

type CookieOptions = { maxAge?: number; expires?: Date; path?: string; httpOnly?: boolean; sameSite?: string; secure?: boolean };

/** A browser: its cookies, and the headers it (or the proxy in front) sends with every request. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly headers: Record<string, string> = {}) {}

  /** Takes the Set-Cookie headers of a response, as a browser would. */
  absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split("=")[1]).getTime() <= Date.now()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  }
}

let current = new Browser();

/** The browser whose request next/headers answers for, while `fn` runs. */
export async function as<T>(browser: Browser, fn: () => Promise<T>): Promise<T> {
  const previous = current;
  current = browser;
  try {
    return await fn();
  } finally {
    current = previous;
  }
}

function requestHeaders(browser: Browser): Headers {
  const h = new Headers(browser.headers);
  if (browser.cookies.size) h.set("cookie", browser.cookieHeader());
  return h;
}

const cookieStore = () => ({
  get: (name: string) => (current.cookies.has(name) ? { name, value: current.cookies.get(name)! } : undefined),
  getAll: () => [...current.cookies].map(([name, value]) => ({ name, value })),
  has: (name: string) => current.cookies.has(name),
  set: (name: string, value: string, _options?: CookieOptions) => {
    current.cookies.set(name, value);
  },
  delete: (name: string) => {
    current.cookies.delete(name);
  },
});

export const nextHeadersMock = {
  headers: async () => requestHeaders(current),
  cookies: async () => cookieStore(),
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
};

// next-auth's own require("next/headers").
const nodeRequire = createRequire(import.meta.url);
Object.assign(nodeRequire("next/headers"), nextHeadersMock);

type Handler = (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/**
 * One request of `browser` to next-auth's route (`/api/auth/<path>`), the way Next would make it: the
 * browser's headers and cookies on the request and behind next/headers; its Set-Cookie taken back.
 */
export async function authRequest(handler: { GET: Handler; POST: Handler }, browser: Browser, path: string, form?: Record<string, string>): Promise<Response> {
  const url = new URL(`/api/auth/${path}`, process.env.NEXTAUTH_URL ?? "http://localhost:3000");
  const headers = requestHeaders(browser);
  let body: string | undefined;
  if (form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(form).toString();
  }
  const req = new NextRequest(url, { method: form ? "POST" : "GET", headers, body });
  const params = Promise.resolve({ nextauth: path.split("?")[0].split("/") });
  const res = await as(browser, () => (form ? handler.POST : handler.GET)(req, { params }));
  browser.absorb(res);
  return res;
}

/**
 * Signs `browser` in through next-auth's credentials callback, as next-auth's client does (csrf token
 * first, then the form with json=true). Answers the callback's response.
 */
export async function signInAs(handler: { GET: Handler; POST: Handler }, browser: Browser, email: string, password: string): Promise<Response> {
  const csrf = await authRequest(handler, browser, "csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return authRequest(handler, browser, "callback/credentials", { csrfToken, email, password, json: "true", callbackUrl: "/portal" });
}
