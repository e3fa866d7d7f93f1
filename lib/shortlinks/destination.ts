// Where a link sends its visitor: the long URL, plus the link's stored utm_* values as query parameters
// the long URL does not already carry (the URL's own values win). The campaign tags reach the
// destination's web analytics that way; mc_* values are send attributes and are never put in URLs.
export function destinationUrl(longUrl: string, tracking: Record<string, string>): string {
  const utm = Object.entries(tracking).filter(([k]) => k.startsWith("utm_"));
  if (!utm.length) return longUrl;
  let url: URL;
  try {
    url = new URL(longUrl);
  } catch {
    return longUrl;
  }
  let changed = false;
  for (const [k, v] of utm) {
    if (!url.searchParams.has(k)) {
      url.searchParams.append(k, v);
      changed = true;
    }
  }
  return changed ? url.toString() : longUrl;
}
