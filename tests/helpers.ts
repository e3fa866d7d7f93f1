// Shared test helpers: organisations with keys, and calling route handlers in process.
import { createOrganisation } from "@/lib/orgs/create-organisation";

let counter = 0;

export async function createTestOrg(options: { credits?: number; name?: string } = {}) {
  const created = await createOrganisation({
    name: options.name ?? `Test org ${++counter}`,
    issueKey: true,
    credits: options.credits ?? 10_000,
  });
  return { organisationId: created.organisationId, apiKey: created.apiKey! };
}

type Handler<P> = (req: Request, args: { params: Promise<P> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit | object | null;
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
};

/** Calls a route handler the way Next.js does, with a real Request. Objects are sent as JSON. */
export async function call<P>(handler: Handler<P>, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.body !== null) {
    const isPlain = typeof options.body === "object" && !(options.body instanceof Uint8Array) && !(options.body instanceof ArrayBuffer) && !(options.body instanceof Blob) && !(options.body instanceof ReadableStream) && !(options.body instanceof URLSearchParams);
    if (isPlain) {
      body = JSON.stringify(options.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    } else body = options.body as BodyInit;
  }
  const req = new Request(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body, duplex: "half" } as RequestInit);
  return handler(req, { params: Promise.resolve((options.params ?? {}) as P) });
}

export async function json(res: Response): Promise<any> {
  return res.json();
}

/**
 * The organisation's pool once this process has written its usage and given every held credit back (credit
 * reservations), so a charge shows as exactly what left the pool; fails if any credit is still held.
 */
export async function settledBalance(organisationId: string): Promise<number> {
  const { drainReservations } = await import("@/lib/billing/reservations");
  const { getDb } = await import("@/lib/db/client");
  await drainReservations();
  const db = await getDb();
  const held = (await db.creditHold.aggregate({ where: { organisationId }, _sum: { credits: true } }))._sum.credits ?? 0;
  if (held !== 0) throw new Error(`${held} credits are still held for ${organisationId} after draining`);
  return (await db.creditAccount.findUniqueOrThrow({ where: { organisationId } })).balance;
}
