// What we know of a contact, as sent to the CRM and to webhooks: tags and affinity scores summed over
// the visitors (browsers) that identified as it.
import type { Db } from "@/lib/db/client";

export type ContactProfile = { contact_id: string; email: string; version: number; tags: string[]; affinities: Record<string, number>; crm_queued: boolean; updated_at: string };

export async function contactProfiles(db: Db, contactIds: string[]): Promise<ContactProfile[]> {
  if (!contactIds.length) return [];
  const contacts = await db.vectorContact.findMany({ where: { id: { in: contactIds } } });
  const scores = await db.$queryRaw<{ contact_id: string; name: string; score: number }[]>`
    SELECT v.contact_id, a.name, SUM(s.score)::int AS score
      FROM vector_visitor v
      JOIN vector_score s ON s.site_id = v.site_id AND s.visitor_id = v.visitor_id
      JOIN vector_affinity a ON a.id = s.affinity_id
     WHERE v.contact_id = ANY(${contactIds}::text[])
     GROUP BY v.contact_id, a.name`;
  return contacts.map((c) => ({
    contact_id: c.id,
    email: c.email,
    version: c.changeVersion,
    tags: [...c.tags].sort(),
    affinities: Object.fromEntries(scores.filter((s) => s.contact_id === c.id).map((s) => [s.name, Number(s.score)])),
    crm_queued: c.crmQueued,
    updated_at: c.updatedAt.toISOString(),
  }));
}
