// GET {archive_url}/files/subscriber/{subscriber_key}?page_num=&page_size=: newest first, {items, next, prev}.
import { archiveBaseUrl, archiveJson, archiveSchemas, bearerRoute, listSubscriberEmails, pageLinks, parseWith } from "@/lib/archive";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = bearerRoute<{ subscriber_key: string }>("list", async ({ req, requestId, principal, params }) => {
  const url = new URL(req.url);
  const query = parseWith(archiveSchemas.listQuery, {
    page_num: url.searchParams.get("page_num") ?? undefined,
    page_size: url.searchParams.get("page_size") ?? undefined,
  });
  const subscriberKey = parseWith(archiveSchemas.subscriberKeyParam, params.subscriber_key);
  const baseUrl = archiveBaseUrl(req);
  const page = await listSubscriberEmails({ organisationId: principal.organisationId, subscriberKey, pageNum: query.page_num, pageSize: query.page_size, baseUrl });
  return archiveJson(requestId, {
    items: page.items,
    ...pageLinks(baseUrl, subscriberKey, query.page_num, query.page_size, page.hasNext),
    page_num: query.page_num,
    page_size: query.page_size,
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
