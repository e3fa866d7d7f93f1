// Next.js 16 proxy (formerly middleware). It sees every request of the app, so it does one thing, cheaply:
// a request whose Host is a configured short-link domain is rewritten to the redirect route
// (/r/{code}); every other request passes through untouched. /v1/* never reaches it (the matcher leaves it
// out): the short-link API answers on a short domain too, and API calls skip the proxy's per-request cost.
// The domain set is cached in process (lib/shortlinks/domain-registry).
import { NextResponse, type NextRequest } from "next/server";
import { hostToDomain, isShortDomain, SHORTLINK_HOST_HEADER } from "@/lib/shortlinks/domain-registry";

export async function proxy(request: NextRequest) {
  const host = request.headers.get("host");
  if (!(await isShortDomain(host))) return NextResponse.next();
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/v1/")) return NextResponse.next(); // the matcher leaves these out already
  const segment = pathname.slice(1);
  const url = request.nextUrl.clone();
  // Anything that is not a single path segment cannot be a code: "-" lands on the friendly 404.
  url.pathname = `/r/${segment && !segment.includes("/") ? segment : "-"}`;
  // Route handlers do not see the original Host (Next.js rebuilds it from its own URL), so the domain
  // travels in a request header that this rewrite always sets, overriding anything a client sent.
  const headers = new Headers(request.headers);
  headers.set(SHORTLINK_HOST_HEADER, hostToDomain(host));
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Next's own assets and the API (/v1/...) never need the check.
  matcher: ["/((?!_next/static|_next/image|v1/).*)"],
};
