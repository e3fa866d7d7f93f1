// Ingest: one sent email in, one durable `pending` row out, in a single INSERT. The render happens later
// in the worker; a crash after the 202 loses nothing because the row (with the HTML) is already committed.
import { getDb } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { now } from "./clock";
import type { IngestBody } from "./schemas";

export type IngestResult = { bp_file_key: string; message_id: string; status: string; duplicate: boolean };

export async function ingestEmail(organisationId: string, body: IngestBody): Promise<IngestResult> {
  const { message_id, subscriber_key, date_sent, html, ...rest } = body;
  const attributes = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith("mc_")));
  const db = await getDb();
  const at = now();
  const id = newId("em", 20);
  try {
    await db.archivedEmail.create({
      data: {
        id,
        organisationId,
        messageId: message_id,
        subscriberKey: subscriber_key,
        dateSent: new Date(date_sent),
        attributes,
        html,
        status: "pending",
        nextAttemptAt: at,
        createdAt: at,
        updatedAt: at,
      },
    });
    return { bp_file_key: id, message_id, status: "pending", duplicate: false };
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
    // Same (organisation, message_id): the first send wins and is what we answer with.
    const existing = await db.archivedEmail.findUnique({
      where: { organisationId_messageId: { organisationId, messageId: message_id } },
      select: { id: true, status: true },
    });
    if (!existing) throw error;
    return { bp_file_key: existing.id, message_id, status: existing.status, duplicate: true };
  }
}
