// Writes one batch of accepted events. Everything happens in one transaction: the hourly quota is
// reserved with an atomic update of the site's counter row (so several instances share one budget), the
// events that fit are inserted with createMany, and the derived state (visitors, contacts, affinity scores,
// action runs) moves with them. If the transaction fails, nothing of the batch is written and the caller
// keeps the batch for the next attempt.
import type { Db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { QUOTA_PER_HOUR, hourOf } from "./config";
import type { TrackerEvent } from "./parse-event";
import { parseRules, scoreEvent } from "./affinity-rules";
import { parseEffect, parseTrigger } from "./action-rules";

export type BufferedEvent = TrackerEvent & { siteId: string; organisationId: string; receivedAt: Date; /** WAL sequence number */ seq?: number };
/** Counts that only touch the quota row: dropped at intake (over quota / memory guard) and bots. */
export type Counters = Map<string, { siteId: string; hour: Date; dropped: number; bots: number }>;
export type BatchResult = { stored: number; dropped: number; accepted: Map<string, number>; webhooks: number };

type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export const quotaKey = (siteId: string, hour: Date) => `${siteId}|${hour.toISOString()}`;
/** Timestamps go into SQL as UTC wall-clock strings, matching Prisma's `timestamp(3)` columns. */
const sqlTs = (d: Date) => d.toISOString().replace("Z", "");

export type Checkpoint = { instanceId: string; seq: number };

export async function writeBatch(db: Db, events: BufferedEvent[], counters: Counters, quota = QUOTA_PER_HOUR, checkpoint?: Checkpoint): Promise<BatchResult> {
  const groups = new Map<string, { siteId: string; hour: Date; events: BufferedEvent[]; dropped: number; bots: number }>();
  for (const ev of events) {
    const hour = hourOf(ev.receivedAt);
    const key = quotaKey(ev.siteId, hour);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { siteId: ev.siteId, hour, events: [], dropped: 0, bots: 0 }));
    g.events.push(ev);
  }
  for (const [key, c] of counters) {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { siteId: c.siteId, hour: c.hour, events: [], dropped: 0, bots: 0 }));
    g.dropped += c.dropped;
    g.bots += c.bots;
  }
  // A fixed order of row locks, so two instances flushing the same sites cannot deadlock.
  const ordered = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));

  return db.$transaction(
    async (tx) => {
      const kept: BufferedEvent[] = [];
      const accepted = new Map<string, number>();
      let dropped = 0;
      for (const [key, g] of ordered) {
        const n = g.events.length;
        await tx.$executeRaw`INSERT INTO vector_quota_hour (site_id, hour, accepted, dropped, bots)
          VALUES (${g.siteId}, ${sqlTs(g.hour)}::timestamp, 0, 0, 0) ON CONFLICT DO NOTHING`;
        const rows = await tx.$queryRaw<{ before: number; after: number }[]>`
          WITH old AS (SELECT accepted FROM vector_quota_hour WHERE site_id = ${g.siteId} AND hour = ${sqlTs(g.hour)}::timestamp FOR UPDATE)
          UPDATE vector_quota_hour q
             SET accepted = LEAST(${quota}::int, old.accepted + ${n}::int),
                 dropped = q.dropped + ${g.dropped}::int + GREATEST(0, old.accepted + ${n}::int - ${quota}::int),
                 bots = q.bots + ${g.bots}::int
            FROM old
           WHERE q.site_id = ${g.siteId} AND q.hour = ${sqlTs(g.hour)}::timestamp
       RETURNING old.accepted AS before, q.accepted AS after`;
        const before = Number(rows[0].before);
        const after = Number(rows[0].after);
        const granted = after - before;
        kept.push(...g.events.slice(0, granted));
        dropped += n - granted + g.dropped;
        accepted.set(key, after);
      }
      if (kept.length) {
        // One set-based INSERT from a single JSON parameter: what createMany does, but ~10x faster on
        // the embedded database than binding 13 parameters per row. ORDER BY keeps arrival order in the ids.
        const rows = kept.map((e, i) => ({
          i, s: e.siteId, v: e.vid, e: e.e, u: e.u, t: e.t, r: e.r, em: e.em, ts: e.ts ? sqlTs(e.ts) : null,
          lang: e.lang, tz: e.tz, sw: e.sw, sh: e.sh, at: sqlTs(e.receivedAt),
        }));
        await tx.$executeRaw`INSERT INTO vector_event (site_id, visitor_id, name, url, title, referrer, email, client_ts, lang, tz, sw, sh, received_at)
          SELECT x.s, x.v, x.e, x.u, x.t, x.r, x.em, x.ts, x.lang, x.tz, x.sw, x.sh, x.at
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              AS x(i int, s text, v text, e text, u text, t text, r text, em text, ts timestamp, lang text, tz text, sw int, sh int, at timestamp)
           ORDER BY x.i`;
      }
      const webhooks = kept.length ? await applyDerived(tx, kept) : 0;
      if (checkpoint) {
        // Same transaction as the events: a WAL replay skips exactly what this commit stored.
        await tx.$executeRaw`INSERT INTO vector_wal_checkpoint (instance_id, seq, updated_at)
          VALUES (${checkpoint.instanceId}, ${checkpoint.seq}::bigint, ${sqlTs(new Date())}::timestamp)
          ON CONFLICT (instance_id) DO UPDATE SET seq = GREATEST(vector_wal_checkpoint.seq, excluded.seq), updated_at = excluded.updated_at`;
      }
      return { stored: kept.length, dropped, accepted, webhooks };
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
}

/** Visitors, contacts (on identify), affinity scores and actions for the events just stored. */
async function applyDerived(tx: Tx, kept: BufferedEvent[]): Promise<number> {
  const now = new Date();
  // Visitors: first/last seen, and the latest email each one identified with in this batch.
  const visitors = new Map<string, { s: string; v: string; org: string; f: Date; l: Date; em: string | null }>();
  for (const e of kept) {
    const key = `${e.siteId}|${e.vid}`;
    const v = visitors.get(key);
    if (!v) visitors.set(key, { s: e.siteId, v: e.vid, org: e.organisationId, f: e.receivedAt, l: e.receivedAt, em: e.em });
    else {
      if (e.receivedAt < v.f) v.f = e.receivedAt;
      if (e.receivedAt > v.l) v.l = e.receivedAt;
      if (e.em) v.em = e.em;
    }
  }
  const visitorRows = [...visitors.values()].map((v) => ({ s: v.s, v: v.v, f: sqlTs(v.f), l: sqlTs(v.l) }));
  await tx.$executeRaw`INSERT INTO vector_visitor (site_id, visitor_id, tags, crm_queued, first_seen, last_seen)
    SELECT x.s, x.v, '{}', false, x.f, x.l FROM jsonb_to_recordset(${JSON.stringify(visitorRows)}::jsonb) AS x(s text, v text, f timestamp, l timestamp)
    ON CONFLICT (site_id, visitor_id) DO UPDATE SET last_seen = GREATEST(vector_visitor.last_seen, excluded.last_seen)`;

  // Identification: one contact per (organisation, email); a visitor linked to a new contact brings along
  // the tags and CRM queueing it collected while anonymous.
  const identified = [...visitors.values()].filter((v) => v.em);
  if (identified.length) {
    const contactRows = [...new Map(identified.map((v) => [`${v.org}|${v.em}`, { id: newId("ct"), o: v.org, em: v.em }])).values()];
    await tx.$executeRaw`INSERT INTO vector_contact (id, organisation_id, email, tags, crm_queued, change_version, synced_version, created_at, updated_at)
      SELECT x.id, x.o, x.em, '{}', false, 1, 0, ${sqlTs(now)}::timestamp, ${sqlTs(now)}::timestamp
        FROM jsonb_to_recordset(${JSON.stringify(contactRows)}::jsonb) AS x(id text, o text, em text)
      ON CONFLICT (organisation_id, email) DO NOTHING`;
    const links = identified.map((v) => ({ s: v.s, v: v.v, o: v.org, em: v.em }));
    const linked = await tx.$queryRaw<{ contact_id: string; tags: string[]; crm_queued: boolean }[]>`
      UPDATE vector_visitor vv SET contact_id = c.id
        FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS x(s text, v text, o text, em text)
        JOIN vector_contact c ON c.organisation_id = x.o AND c.email = x.em
       WHERE vv.site_id = x.s AND vv.visitor_id = x.v AND vv.contact_id IS DISTINCT FROM c.id
   RETURNING vv.contact_id, vv.tags, vv.crm_queued`;
    await mergeIntoContacts(tx, linked.map((r) => ({ contactId: r.contact_id, tags: r.tags ?? [], crm: r.crm_queued })), now);
  }

  // Affinity scores, summed per (affinity, visitor) for the batch and added in one upsert.
  const orgs = [...new Set(kept.map((e) => e.organisationId))];
  const affinities = (await tx.vectorAffinity.findMany({ where: { organisationId: { in: orgs } } })).map((a) => ({ ...a, parsed: parseRules(a.rules) }));
  const deltas = new Map<string, { a: string; s: string; v: string; d: number }>();
  for (const e of kept) {
    for (const a of affinities) {
      if (a.organisationId !== e.organisationId) continue;
      const d = scoreEvent(a.parsed, e);
      if (!d) continue;
      const key = `${a.id}|${e.siteId}|${e.vid}`;
      const cur = deltas.get(key);
      if (cur) cur.d += d;
      else deltas.set(key, { a: a.id, s: e.siteId, v: e.vid, d });
    }
  }
  let scored: { affinity_id: string; site_id: string; visitor_id: string; score: number }[] = [];
  if (deltas.size) {
    scored = await tx.$queryRaw`INSERT INTO vector_score (affinity_id, site_id, visitor_id, score, updated_at)
      SELECT x.a, x.s, x.v, x.d, ${sqlTs(now)}::timestamp FROM jsonb_to_recordset(${JSON.stringify([...deltas.values()])}::jsonb) AS x(a text, s text, v text, d int)
      ON CONFLICT (affinity_id, site_id, visitor_id) DO UPDATE SET score = vector_score.score + excluded.score, updated_at = excluded.updated_at
      RETURNING affinity_id, site_id, visitor_id, score`;
    const touched = [...new Map(scored.map((r) => [`${r.site_id}|${r.visitor_id}`, { s: r.site_id, v: r.visitor_id }])).values()];
    await tx.$executeRaw`UPDATE vector_contact c SET change_version = c.change_version + 1, updated_at = ${sqlTs(now)}::timestamp
      WHERE c.id IN (SELECT vv.contact_id FROM vector_visitor vv JOIN jsonb_to_recordset(${JSON.stringify(touched)}::jsonb) AS x(s text, v text)
                     ON vv.site_id = x.s AND vv.visitor_id = x.v WHERE vv.contact_id IS NOT NULL)`;
  }

  // Actions: each fires at most once per visitor (the run row's unique key), when an affinity score
  // crosses the threshold or when the visitor sends the named event.
  const actions = (await tx.vectorAction.findMany({ where: { organisationId: { in: orgs }, enabled: true } }))
    .map((a) => ({ ...a, t: parseTrigger(a.trigger), x: parseEffect(a.effect) }))
    .filter((a) => a.t && a.x);
  if (!actions.length) return 0;
  const siteOrg = new Map(kept.map((e) => [e.siteId, e.organisationId]));
  const candidates = new Map<string, { id: string; a: string; s: string; v: string; st: string }>();
  const add = (action: (typeof actions)[number], s: string, v: string) => {
    const key = `${action.id}|${s}|${v}`;
    if (!candidates.has(key)) candidates.set(key, { id: newId("run"), a: action.id, s, v, st: action.x!.type === "webhook" ? "pending" : "done" });
  };
  for (const action of actions) {
    const t = action.t!;
    if (t.type === "event") {
      for (const e of kept) if (e.organisationId === action.organisationId && e.e === t.event) add(action, e.siteId, e.vid);
    } else {
      for (const r of scored) {
        if (r.affinity_id !== t.affinityId || siteOrg.get(r.site_id) !== action.organisationId) continue;
        const before = r.score - (deltas.get(`${r.affinity_id}|${r.site_id}|${r.visitor_id}`)?.d ?? 0);
        if (before < t.threshold && r.score >= t.threshold) add(action, r.site_id, r.visitor_id);
      }
    }
  }
  if (!candidates.size) return 0;
  const inserted = await tx.$queryRaw<{ action_id: string; site_id: string; visitor_id: string }[]>`
    INSERT INTO vector_action_run (id, action_id, site_id, visitor_id, status, attempts, next_attempt_at, created_at, done_at)
    SELECT x.id, x.a, x.s, x.v, x.st, 0, ${sqlTs(now)}::timestamp, ${sqlTs(now)}::timestamp, CASE WHEN x.st = 'done' THEN ${sqlTs(now)}::timestamp END
      FROM jsonb_to_recordset(${JSON.stringify([...candidates.values()])}::jsonb) AS x(id text, a text, s text, v text, st text)
    ON CONFLICT (action_id, site_id, visitor_id) DO NOTHING
    RETURNING action_id, site_id, visitor_id`;
  const byId = new Map(actions.map((a) => [a.id, a]));
  const updates = new Map<string, { s: string; v: string; tags: string[]; q: boolean }>();
  let webhooks = 0;
  for (const r of inserted) {
    const effect = byId.get(r.action_id)!.x!;
    if (effect.type === "webhook") {
      webhooks++;
      continue;
    }
    const key = `${r.site_id}|${r.visitor_id}`;
    const u = updates.get(key) ?? { s: r.site_id, v: r.visitor_id, tags: [], q: false };
    if (effect.type === "tag") u.tags.push(effect.tag);
    else u.q = true;
    updates.set(key, u);
  }
  if (updates.size) {
    const changed = await tx.$queryRaw<{ contact_id: string | null; tags: string[]; q: boolean }[]>`
      UPDATE vector_visitor vv SET tags = ARRAY(SELECT DISTINCT unnest(vv.tags || x.tags)), crm_queued = vv.crm_queued OR x.q
        FROM jsonb_to_recordset(${JSON.stringify([...updates.values()])}::jsonb) AS x(s text, v text, tags text[], q boolean)
       WHERE vv.site_id = x.s AND vv.visitor_id = x.v
   RETURNING vv.contact_id, x.tags, x.q`;
    await mergeIntoContacts(
      tx,
      changed.filter((r) => r.contact_id).map((r) => ({ contactId: r.contact_id!, tags: r.tags ?? [], crm: r.q })),
      now,
    );
  }
  return webhooks;
}

async function mergeIntoContacts(tx: Tx, rows: { contactId: string; tags: string[]; crm: boolean }[], now: Date): Promise<void> {
  if (!rows.length) return;
  const merged = new Map<string, { id: string; tags: string[]; q: boolean }>();
  for (const r of rows) {
    const m = merged.get(r.contactId) ?? { id: r.contactId, tags: [], q: false };
    m.tags.push(...r.tags);
    m.q ||= r.crm;
    merged.set(r.contactId, m);
  }
  await tx.$executeRaw`UPDATE vector_contact c
      SET tags = ARRAY(SELECT DISTINCT unnest(c.tags || x.tags)), crm_queued = c.crm_queued OR x.q,
          change_version = c.change_version + 1, updated_at = ${sqlTs(now)}::timestamp
     FROM jsonb_to_recordset(${JSON.stringify([...merged.values()])}::jsonb) AS x(id text, tags text[], q boolean)
    WHERE c.id = x.id`;
}
