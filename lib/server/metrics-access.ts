// Who may read /metrics: anyone who can reach it, or, with METRICS_TOKEN set, only a scraper sending
// `Authorization: Bearer <token>` (compared in constant time).
import { timingSafeEqual } from "node:crypto";
import { unauthorized } from "@/lib/errors";

export function assertMetricsAccess(req: Request, token = process.env.METRICS_TOKEN): void {
  if (!token) return;
  const sent = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1]?.trim() ?? "";
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthorized("GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`.");
}
