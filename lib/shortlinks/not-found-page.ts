// The page a visitor sees for an unknown or mistyped short link: self-contained (no scripts, no external
// assets), so it renders the same on any short domain and costs nothing to serve.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function notFoundPage(domain: string): string {
  const d = escapeHtml(domain || "this address");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:.5rem 0;color:#475569}code{background:#f1f5f9;padding:.1rem .3rem;border-radius:4px}
</style></head>
<body><main>
<h1>This link doesn’t lead anywhere</h1>
<p>We couldn’t find a page for this short link on <code>${d}</code>. It may have been mistyped or copied only in part.</p>
<p>Check the link in the email or message you received, or open it again from there.</p>
</main></body></html>`;
}
