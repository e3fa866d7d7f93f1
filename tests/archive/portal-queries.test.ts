// What the portal's archive page reads: counts per state, emails needing attention, subscriber search,
// and that everything is scoped to the organisation. Plus the OpenAPI registration.
import { describe, expect, it } from "vitest";
import { archiveOverview, findSubscribers, listProblemEmails, listSubscriberEmailsForPortal } from "@/lib/archive";
import { getDb } from "@/lib/db/client";
import { openApiDocument } from "@/lib/openapi-document";
import { archiveOrg, email, ingest, testWorker } from "./helpers";

describe("portal archive queries", () => {
  it("counts, failures with their error, subscriber search and listing in every state, per organisation", async () => {
    const { token, organisationId } = await archiveOrg();
    const other = await archiveOrg();
    await ingest(token, email({ subscriber_key: "anna@example.com", message_id: "ok-1" }));
    await ingest(token, email({ subscriber_key: "anna@example.com", message_id: "bad-1", html: "<p>boom</p>" }));
    await ingest(token, email({ subscriber_key: "andrew@example.com", message_id: "wait-1" }));
    await ingest(other.token, email({ subscriber_key: "anna@example.com", message_id: "other-1" }));
    const worker = testWorker(organisationId, {
      maxAttempts: 1,
      render: async ({ html }) => {
        if (html.includes("boom")) throw new Error("Timeout 30000ms exceeded while loading the page");
        return { pdf: Buffer.from("%PDF-1.4 x"), pages: 1 };
      },
    });
    // Render only the first two (the third stays pending).
    await (await getDb()).archivedEmail.updateMany({ where: { organisationId, messageId: "wait-1" }, data: { nextAttemptAt: new Date(Date.now() + 3600_000) } });
    await worker.drain();

    expect(await archiveOverview(organisationId)).toEqual({ ready: 1, pending: 1, rendering: 0, failed: 1 });
    const problems = await listProblemEmails(organisationId);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ messageId: "bad-1", status: "failed", lastError: expect.stringMatching(/Timeout/) });

    expect(await findSubscribers(organisationId, "an")).toEqual([
      { subscriberKey: "andrew@example.com", emails: 1 },
      { subscriberKey: "anna@example.com", emails: 2 },
    ]);
    expect(await findSubscribers(organisationId, "")).toEqual([]);
    const anna = await listSubscriberEmailsForPortal(organisationId, "anna@example.com");
    expect(anna.emails.map((e) => [e.messageId, e.status]).sort()).toEqual([["bad-1", "failed"], ["ok-1", "ready"]]);
    expect((await listSubscriberEmailsForPortal(other.organisationId, "anna@example.com")).emails.map((e) => e.messageId)).toEqual(["other-1"]);
  });

  it("the archive operations are in the OpenAPI document on the archive host", () => {
    const doc = openApiDocument();
    for (const p of ["/auth", "/files/ingest", "/files/subscriber/{subscriber_key}", "/files/v2/id/{id}", "/files/signed/{token}"]) {
      expect(doc.paths[p], p).toBeDefined();
      expect(JSON.stringify(doc.paths[p])).toContain("{archive_url}");
    }
    expect(Object.keys((doc.paths["/files/subscriber/{subscriber_key}"].get as { responses: object }).responses)).toEqual(["200", "400", "401", "503"]);
  });
});
