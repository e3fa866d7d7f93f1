// Request headers the platform sets for itself between its own layers. A client must never be able to send
// one: every edge (proxy.ts for everything Next serves through it, lib/server/node-adapter.ts for the
// hot route table) deletes them from the incoming request before the platform sets its own.
// Deliberately imports nothing: proxy.ts bundles it.

/** proxy.ts → app/r/[code]: the short domain a redirect was asked on (lib/shortlinks/domain-registry.ts). */
export const SHORTLINK_HOST_HEADER = "x-shortlink-host";

/** proxy.ts → itself: marks a request it rewrote itself (see proxy.ts). */
export const SHORTLINK_PROOF_HEADER = "x-shortlink-proof";

export const INTERNAL_REQUEST_HEADERS: readonly string[] = [SHORTLINK_HOST_HEADER, SHORTLINK_PROOF_HEADER];
// Not in this list: x-platform-client-address (lib/api/client-address.ts). The production server sets it
// from the socket before anything else sees the request (overwriting a client's), so the proxy must keep it.

/** True when the headers carry any internal header (the common case, none, costs a few lookups). */
export function hasInternalHeaders(headers: Headers): boolean {
  return INTERNAL_REQUEST_HEADERS.some((name) => headers.has(name));
}

/** Deletes every internal header; answers whether any was there. */
export function stripInternalHeaders(headers: Headers): boolean {
  let found = false;
  for (const name of INTERNAL_REQUEST_HEADERS) {
    if (headers.has(name)) {
      headers.delete(name);
      found = true;
    }
  }
  return found;
}
