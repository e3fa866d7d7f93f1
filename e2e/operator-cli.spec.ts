// The operator CLI beside the running production server on its embedded database (the default install): it
// reaches the database through the server's socket instead of being refused, and what it changes is served
// on the server's very next request, not after a cache TTL.
import { spawn } from "node:child_process";
import { expect, test } from "playwright/test";
import { seed } from "./fixtures";

async function admin(...args: string[]): Promise<Record<string, any>> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: String(seed().data_dir) };
  delete env.DATABASE_URL;
  delete env.PGLITE_DATA_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args, "--json"], { env });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise((resolve) => child.on("close", resolve));
  expect(code, out).toBe(0);
  return JSON.parse(out.trim().split("\n").pop()!);
}

const browserHeaders = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };

test("a branded domain issued by the CLI while the server runs redirects on its first request; a rotated key is refused on the next", async ({ request }) => {
  const domain = `go.cli-${Date.now()}.test`;
  // The server has loaded its set of short-link domains (without this one) before the CLI runs.
  const before = await request.get("/abcdefg", { headers: { host: domain, ...browserHeaders }, maxRedirects: 0 });
  expect(before.status()).not.toBe(302);

  const org = await admin("org:create", "--name", "CLI beside the server", "--credits", "10");
  expect(org.api_key).toMatch(/^sk_/);
  const issued = await admin("shortlinks:domain", "--org", org.org_id, "--domain", domain);

  const made = await request.post("/v1/shorten", { headers: { domain, api_key: issued.api_key, long_url: "https://example.com/cli", subscriber_key: "s1" } });
  expect(made.status()).toBe(200);
  const code = new URL(await made.text()).pathname.slice(1);
  const first = await request.get(`/${code}`, { headers: { host: domain, ...browserHeaders }, maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers()["location"]).toBe("https://example.com/cli");

  const rotated = await admin("shortlinks:domain", "--org", org.org_id, "--domain", domain);
  expect(rotated.rotated).toBe(true);
  const old = await request.post("/v1/shorten", { headers: { domain, api_key: issued.api_key, long_url: "https://example.com/cli", subscriber_key: "s2" } });
  expect(old.status()).toBe(401);
  const fresh = await request.post("/v1/shorten", { headers: { domain, api_key: rotated.api_key, long_url: "https://example.com/cli", subscriber_key: "s2" } });
  expect(fresh.status()).toBe(200);
});

test("an archive client issued and deactivated by the CLI while the server runs: its credentials work on the next request, then stop", async ({ request }) => {
  const org = await admin("org:create", "--name", "CLI archive client");
  const client = await admin("archive:client", "--org", org.org_id, "--name", "Marketing platform");
  const auth = await request.post("/auth", { data: { client_id: client.client_id, client_secret: client.client_secret } });
  expect(auth.status()).toBe(200);
  const token = (await auth.json()).access_token;
  const listed = await request.get(`/files/subscriber/${encodeURIComponent("nobody@example.com")}`, { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);

  await admin("archive:deactivate", "--client", client.client_id);
  const refused = await request.get(`/files/subscriber/${encodeURIComponent("nobody@example.com")}`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect((await request.post("/auth", { data: { client_id: client.client_id, client_secret: client.client_secret } })).status()).toBe(401);
});
