// The redirect of a short domain. proxy.ts rewrites GET/HEAD /{code} on a configured short domain here;
// reached directly on another host it answers the friendly 404 (the code must belong to the Host's domain).
import { answerRedirect } from "@/lib/shortlinks";

export const dynamic = "force-dynamic";

async function handle(req: Request, params: Promise<{ code: string }>): Promise<Response> {
  const { code } = await params;
  const answer = await answerRedirect({
    host: req.headers.get("host"),
    path: code,
    method: req.method,
    referrer: req.headers.get("referer"),
    userAgent: req.headers.get("user-agent"),
  });
  return new Response(answer.body || null, { status: answer.status, headers: answer.headers });
}

export const GET = (req: Request, ctx: { params: Promise<{ code: string }> }) => handle(req, ctx.params);
export const HEAD = GET;
