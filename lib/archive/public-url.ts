// Absolute URLs for next/prev and bp_signed_url: ARCHIVE_PUBLIC_URL when set (the {archive_url} host behind
// a proxy), otherwise the origin the request came in on (honouring x-forwarded-proto/host).
export function archiveBaseUrl(req: Request): string {
  const configured = process.env.ARCHIVE_PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(req.url);
  const host = req.headers.get("x-forwarded-host")?.split(",")[0].trim() || req.headers.get("host") || url.host;
  const proto = req.headers.get("x-forwarded-proto")?.split(",")[0].trim() || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
