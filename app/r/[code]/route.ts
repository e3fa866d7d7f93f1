// The redirect of a short domain. proxy.ts rewrites GET/HEAD /{code} on a configured short domain here and
// names the domain in x-shortlink-host (Next.js does not pass the original Host to route handlers).
// Without it (reached directly on another host) the answer is the friendly 404: a code only redirects on
// its own domain.
import { answerRedirect } from "@/lib/shortlinks";
import { SHORTLINK_HOST_HEADER } from "@/lib/shortlinks/domain-registry";

export const dynamic = "force-dynamic";

async function handle(req: Request, params: Promise<{ code: string }>): Promise<Response> {
  const { code } = await params;
  const answer = await answerRedirect({
    host: req.headers.get(SHORTLINK_HOST_HEADER),
    path: code,
    method: req.method,
    referrer: req.headers.get("referer"),
    userAgent: req.headers.get("user-agent"),
  });
  return new Response(answer.body || null, { status: answer.status, headers: answer.headers });
}

export const GET = (req: Request, ctx: { params: Promise<{ code: string }> }) => handle(req, ctx.params);
export const HEAD = GET;
