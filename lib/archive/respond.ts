// Archive bodies are the spec's own shapes ({access_token, expires_in}, {items, next, prev}), not the
// {ok, data, meta} envelope of pdf2json/html2pdf; each still carries request_id, in the body and header.
import { jsonResponse } from "@/lib/api/respond";

export function archiveJson(requestId: string, body: Record<string, unknown>, status = 200): Response {
  return jsonResponse({ ...body, request_id: requestId }, { status, requestId });
}
