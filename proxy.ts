// Next.js 16 proxy (formerly middleware). It sees every request of the app but the ones its matcher leaves
// out, so it does a few things, cheaply:
//  - a path that is not valid percent-encoding (`/files/v2/id/%ff`) answers 400 in the error envelope:
//    Next's router would otherwise fail to decode the dynamic segment and answer its own HTML error page;
//  - headers the platform sets for itself (lib/api/internal-headers.ts) are deleted from the request;
//  - a request whose Host is a configured short-link domain is rewritten to the redirect route (/r/{code}),
//    naming the domain in x-shortlink-host; every other request passes through.
// The matcher leaves out:
//  - the API (/v1/...): the short-link API answers on a short domain too, and API calls skip the proxy's
//    per-request cost, except a /v1 path with a `%` in it (only the proxy can answer an undecodable one);
//  - the routes that take large bodies without /v1 (the pdf2json alias, the archive's /auth and /files):
//    Next buffers the whole body of every request its proxy sees before the route runs, so those bodies
//    must reach the route's own bounded reader (lib/api/body.ts) directly, which refuses an oversized one
//    by content-length or after reading just past the limit. None of those paths can be a short code
//    (one segment of 7 letters and digits).
// The domain set is cached in process (lib/shortlinks/domain-registry).
import { NextResponse, type NextRequest } from "next/server";
import { DomainError } from "@/lib/errors";
import { hasInternalHeaders, SHORTLINK_PROOF_HEADER, stripInternalHeaders } from "@/lib/api/internal-headers";
import { newRequestId } from "@/lib/api/request-id";
import { errorResponse } from "@/lib/api/respond";
import { hostToDomain, isShortDomain, SHORTLINK_HOST_HEADER } from "@/lib/shortlinks/domain-registry";

function isDecodable(pathname: string): boolean {
  if (!pathname.includes("%")) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Next runs the proxy a second time on a rewritten request (/r/{code}, Host now the app's own), where the
 * domain header set by the first pass must survive the strip below. The first pass marks it with this
 * per-process token, which no client can know.
 */
const REWRITE_PROOF = `${crypto.randomUUID()}`;
const PROOF_HEADER = SHORTLINK_PROOF_HEADER;

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodable(pathname)) {
    return errorResponse(
      newRequestId(),
      new DomainError("invalid_request", "The request path is not valid percent-encoding: every % must start an escape of two hex digits that together encode UTF-8 (e.g. %C3%A9)."),
    );
  }
  const host = request.headers.get("host");
  if (!pathname.startsWith("/v1/") && (await isShortDomain(host))) {
    const segment = pathname.slice(1);
    const url = request.nextUrl.clone();
    // Anything that is not a single path segment cannot be a code: "-" lands on the friendly 404.
    url.pathname = `/r/${segment && !segment.includes("/") ? segment : "-"}`;
    // Route handlers do not see the original Host (Next.js rebuilds it from its own URL), so the domain
    // travels in a request header that this rewrite always sets, overriding anything a client sent.
    const headers = new Headers(request.headers);
    stripInternalHeaders(headers);
    headers.set(SHORTLINK_HOST_HEADER, hostToDomain(host));
    headers.set(PROOF_HEADER, REWRITE_PROOF);
    return NextResponse.rewrite(url, { request: { headers } });
  }
  if (pathname.startsWith("/r/") && request.headers.get(PROOF_HEADER) === REWRITE_PROOF) return NextResponse.next();
  if (hasInternalHeaders(request.headers)) {
    const headers = new Headers(request.headers);
    stripInternalHeaders(headers);
    return NextResponse.next({ request: { headers } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Next's own assets, the API and the body-taking routes outside /v1 never need it (see above).
    "/((?!_next/static|_next/image|v1/|pdf2json(?:/|$)|auth$|files/).*)",
    // Any path with a `%`, to refuse one that cannot be decoded (in those excluded paths too).
    "/(.*%.*)",
  ],
};
