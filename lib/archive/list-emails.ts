// A subscriber's rendered emails, newest first (date_sent desc, then id for a stable order among equal
// times), served from the (organisation, subscriber_key, status, date_sent desc, id) index. Emails still
// pending or failed are not listed: a listed item always downloads.
import { getDb } from "@/lib/db/client";
import { signedFileUrl } from "./signed-url";

export type ArchivedItem = { bp_file_key: string; bp_date_sent: string; bp_signed_url: string } & Record<string, unknown>;

export type ListPage = { items: ArchivedItem[]; hasNext: boolean };

export async function listSubscriberEmails(input: {
  organisationId: string;
  subscriberKey: string;
  pageNum: number;
  pageSize: number;
  baseUrl: string;
}): Promise<ListPage> {
  const db = await getDb();
  const rows = await db.archivedEmail.findMany({
    where: { organisationId: input.organisationId, subscriberKey: input.subscriberKey, status: "ready" },
    orderBy: [{ dateSent: "desc" }, { id: "asc" }],
    skip: (input.pageNum - 1) * input.pageSize,
    take: input.pageSize + 1, // one extra row tells whether a next page exists
    select: { id: true, dateSent: true, attributes: true },
  });
  const hasNext = rows.length > input.pageSize;
  const items = rows.slice(0, input.pageSize).map((r) => ({
    ...((r.attributes ?? {}) as Record<string, unknown>),
    bp_file_key: r.id,
    bp_date_sent: r.dateSent.toISOString(),
    bp_signed_url: signedFileUrl(input.baseUrl, r.id),
  }));
  return { items, hasNext };
}

/** Ready-to-follow page links: same path and page_size, page_num ± 1; null at either end. */
export function pageLinks(baseUrl: string, subscriberKey: string, pageNum: number, pageSize: number, hasNext: boolean) {
  const link = (n: number) => `${baseUrl}/files/subscriber/${encodeURIComponent(subscriberKey)}?page_num=${n}&page_size=${pageSize}`;
  return { next: hasNext ? link(pageNum + 1) : null, prev: pageNum > 1 ? link(pageNum - 1) : null };
}
