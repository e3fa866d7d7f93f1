// Seeds the browser tests' fresh database before the server starts. Prints one JSON object, saved as
// e2e/.seed.json (with the data folder, for tests that run the operator CLI beside the server). Products add
// their seeds here.
import { closeDb } from "@/lib/db/client";
import { createOrganisation } from "@/lib/orgs/create-organisation";

const owner = { email: "owner@example.com", password: "correct horse battery" };

async function main() {
  const org = await createOrganisation({ name: "E2E Org", owner, issueKey: true, credits: 100_000 });
  const seed: Record<string, unknown> = { org_id: org.organisationId, api_key: org.apiKey, owner, data_dir: process.env.DATA_DIR };
  const { issueDomainKey } = await import("@/lib/shortlinks");
  Object.assign(seed, { shortlink: await issueDomainKey(org.organisationId, "go.e2e-brand.test") });
  const { createSite } = await import("@/lib/vector");
  const site = await createSite({ organisationId: org.organisationId, name: "E2E shop" });
  Object.assign(seed, { vector_site_id: site.id, vector_site_key: site.siteKey });
  const { createArchiveClient } = await import("@/lib/archive");
  Object.assign(seed, { archive: await createArchiveClient({ organisationId: org.organisationId, name: "E2E marketing platform" }) });
  console.log(JSON.stringify(seed));
}

main().finally(() => closeDb());
