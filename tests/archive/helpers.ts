// Archive test helpers: an organisation with client credentials and a token, and route calls.
import { POST as authRoute } from "@/app/auth/route";
import { POST as ingestRoute } from "@/app/files/ingest/route";
import { GET as listRoute } from "@/app/files/subscriber/[subscriber_key]/route";
import { GET as downloadRoute } from "@/app/files/v2/id/[id]/route";
import { GET as signedRoute } from "@/app/files/signed/[token]/route";
import { createArchiveClient } from "@/lib/archive";
import { RenderWorker } from "@/lib/archive/render-worker";
import { call, createTestOrg } from "../helpers";

export { authRoute, ingestRoute, listRoute, downloadRoute, signedRoute };

export async function archiveOrg() {
  const { organisationId } = await createTestOrg();
  const { client_id, client_secret } = await createArchiveClient({ organisationId, name: "test" });
  const res = await call(authRoute, "/auth", { body: { client_id, client_secret } });
  if (res.status !== 200) throw new Error(`auth failed ${res.status}`);
  const { access_token } = await res.json();
  return { organisationId, clientId: client_id, clientSecret: client_secret, token: access_token as string, auth: { authorization: `Bearer ${access_token}` } };
}

let seq = 0;
export function email(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    message_id: `msg-${Date.now()}-${seq}`,
    subscriber_key: "sub-1",
    date_sent: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
    html: `<h1>Hello ${seq}</h1>`,
    mc_campaign: "spring",
    ...overrides,
  };
}

export async function ingest(token: string, body: unknown) {
  return call(ingestRoute, "/files/ingest", { headers: { authorization: `Bearer ${token}` }, body: body as object });
}

export async function list(token: string, subscriberKey: string, query: Record<string, string> = {}) {
  return call(listRoute, `/files/subscriber/${encodeURIComponent(subscriberKey)}`, {
    headers: { authorization: `Bearer ${token}` },
    params: { subscriber_key: subscriberKey },
    query,
  });
}

/** Follows an absolute next/prev URL through the list route in process. */
export async function follow(token: string, url: string) {
  const u = new URL(url);
  const key = decodeURIComponent(u.pathname.split("/").pop()!);
  return call(listRoute, u.pathname + u.search, { headers: { authorization: `Bearer ${token}` }, params: { subscriber_key: key } });
}

export async function download(token: string | null, id: string) {
  return call(downloadRoute, `/files/v2/id/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, params: { id } });
}

export async function signedDownload(url: string) {
  const u = new URL(url);
  const token = u.pathname.split("/").pop()!;
  return call(signedRoute, u.pathname, { params: { token } });
}

/** A stand-in renderer for tests that are not about rendering (the corpus test uses the real one). */
export const fakeRender = async ({ html, tenant }: { html: string; tenant: string }) => ({
  pdf: Buffer.from(`%PDF-1.4\n% fake render for ${tenant}: ${html.length} chars\n%%EOF\n`),
  pages: 1,
});

/** A worker for one organisation (test files share the PostgreSQL database and run in parallel). */
export function testWorker(organisationId: string, options: ConstructorParameters<typeof RenderWorker>[0] = {}) {
  return new RenderWorker({ render: fakeRender, log: () => {}, organisationId, ...options });
}
