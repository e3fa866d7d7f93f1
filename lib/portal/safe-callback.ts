/** Where to go after signing in: only paths on this site (never "//host" or an absolute URL). */
export function safeCallbackUrl(value: unknown, fallback = "/portal"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
