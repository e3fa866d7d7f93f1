// GET {short domain}/{code}: the redirect itself, shared by the Next.js route and the dedicated server.
//
// 302 Found, with `cache-control: private, no-store`: browsers and proxies never cache it, so every click
// reaches us and is counted (a 301 is cached by browsers indefinitely and would hide repeat clicks and
// pin the destination); 307 would add nothing for GET. HEAD gets the same answer but is not a click
// (link checkers and unfurlers probe with HEAD). Unknown codes, codes of another domain and anything that
// is not a code get the friendly 404 page.
import { isCode } from "./codes";
import { recordClick } from "./clicks";
import { hostToDomain } from "./domain-registry";
import { notFoundPage } from "./not-found-page";
import { resolveCode } from "./resolve";
import { annotateRequest } from "@/lib/api/server-hooks";

export type RedirectAnswer = { status: number; headers: Record<string, string>; body: string };

const NO_STORE = "private, no-store, max-age=0";

export async function answerRedirect(input: { host: string | null; path: string; method: string; referrer: string | null; userAgent: string | null }): Promise<RedirectAnswer> {
  const domain = hostToDomain(input.host);
  annotateRequest({ route: "/{code} (short link)", product: "shortlinks" }); // never the code itself
  const code = input.path.startsWith("/") ? input.path.slice(1) : input.path;
  const target = isCode(code) ? await resolveCode(code) : null;
  if (!target || target.domain !== domain) {
    return {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": NO_STORE, "x-robots-tag": "noindex" },
      body: input.method === "HEAD" ? "" : notFoundPage(domain),
    };
  }
  if (input.method === "GET") recordClick(target, input.referrer, input.userAgent);
  return {
    status: 302,
    headers: { location: target.destination, "cache-control": NO_STORE },
    body: "",
  };
}
