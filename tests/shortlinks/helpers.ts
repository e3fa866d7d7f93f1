import { issueDomainKey } from "@/lib/shortlinks";
import { handleShorten } from "@/lib/shortlinks";
import { createTestOrg } from "../helpers";

let n = 0;
/** A new organisation with a branded domain of its own and that domain's key. */
export async function brandedDomain() {
  const org = await createTestOrg();
  const issued = await issueDomainKey(org.organisationId, `go${++n}-${Date.now().toString(36)}.brand.test`);
  return { organisationId: org.organisationId, domain: issued.domain, apiKey: issued.api_key };
}

export function shorten(headers: Record<string, string>): Promise<Response> {
  return handleShorten(new Request("http://localhost/v1/shorten", { method: "POST", headers }));
}
