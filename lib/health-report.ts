import { authenticateOrgKey, presentedOrgKey } from "@/lib/api/auth";
import { databaseHealth, rendererHealth } from "@/lib/health";

/** `ok` is false only when the database is down; a key, if sent, is checked and reported, never required. */
export async function healthReport(req: Request) {
  const [database, renderer] = await Promise.all([databaseHealth(), rendererHealth()]);
  let key: "absent" | "valid" | "invalid" = "absent";
  if (presentedOrgKey(req) && database.status === "ok") {
    key = await authenticateOrgKey(req).then(
      () => "valid" as const,
      () => "invalid" as const,
    );
  }
  return { ok: database.status === "ok", status: database.status === "ok" ? "ok" : "degraded", components: { database, renderer }, key };
}
