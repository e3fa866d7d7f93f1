import { authenticateOrgKey, presentedOrgKey } from "@/lib/api/auth";
import { billingHealth, databaseHealth, pdfReaderHealth, rendererHealth, storageHealth } from "@/lib/health";

/**
 * `ok` (and the 200/503 status load balancers read) follows the database alone: every instance shares the
 * renderer's host and the blob store, so taking instances out for those would not help. `status` is
 * "degraded" when any component is down. A key, if sent, is checked and reported, never required.
 */
export async function healthReport(req: Request) {
  const [database, renderer, pdf2json, storage, billing] = await Promise.all([databaseHealth(), rendererHealth(), pdfReaderHealth(), storageHealth(), billingHealth()]);
  let key: "absent" | "valid" | "invalid" = "absent";
  if (presentedOrgKey(req) && database.status === "ok") {
    key = await authenticateOrgKey(req).then(
      () => "valid" as const,
      () => "invalid" as const,
    );
  }
  const components = { database, renderer, pdf2json, storage, billing };
  const allUp = Object.values(components).every((c) => c.status === "ok");
  return { ok: database.status === "ok", status: allUp ? "ok" : "degraded", components, key };
}
