// Acceptance: no API key, password or client secret is stored in clear anywhere. Every secret the platform
// issues or is given is created through its real path, then every row of every table is dumped as text
// and searched for each secret.
import { describe, expect, it } from "vitest";
import { POST as archiveAuth } from "@/app/auth/route";
import { adminCommands } from "@/lib/admin";
import { getDb } from "@/lib/db/client";
import { saveCrmTarget } from "@/lib/vector/crm/config";
import { call } from "../helpers";

const run = (name: string, args: Record<string, string | true>) => adminCommands.find((c) => c.name === name)!.run(args);

async function dumpEveryRow(): Promise<string> {
  const db = await getDb();
  const tables = await db.$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  let dump = "";
  for (const { table_name } of tables) {
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`);
    dump += rows.map((r) => r.row).join("\n");
  }
  return dump;
}

describe("secrets at rest", () => {
  it("stores only hashes or ciphertext of keys, passwords, client secrets, tokens and CRM credentials", async () => {
    const password = "owner password 123";
    const org = (await run("org:create", { name: "Secrets Ltd", "owner-email": "secrets@example.com", "owner-password": password })) as { org_id: string; api_key: string };
    const client = (await run("archive:client", { org: org.org_id })) as { client_id: string; client_secret: string };
    const domain = (await run("shortlinks:domain", { org: org.org_id, domain: "go.secrets.test" })) as { api_key: string };
    const token = (await (await call(archiveAuth, "/auth", { body: { client_id: client.client_id, client_secret: client.client_secret } })).json()).access_token as string;
    process.env.VECTOR_OUTBOUND_ALLOW_HOSTS = "127.0.0.1";
    const crmCredential = "Bearer crm-credential-0123456789";
    await saveCrmTarget(org.org_id, { endpoint: "http://127.0.0.1:9/crm", auth_header_value: crmCredential });

    const secrets = { api_key: org.api_key, password, client_secret: client.client_secret, domain_key: domain.api_key, access_token: token, crm_credential: crmCredential };
    for (const [what, value] of Object.entries(secrets)) expect(value, what).toBeTruthy();

    const dump = await dumpEveryRow();
    expect(dump).toContain(org.org_id); // the dump really holds this organisation's rows
    for (const [what, value] of Object.entries(secrets)) expect(dump.includes(value), `${what} found in clear`).toBe(false);
  });
});
