// One archived PDF, for the bearer download, the signed link and the portal. Another organisation's file
// (or an unknown id) is 404 without saying which.
import { DomainError, notFound } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { getBlobStore } from "@/lib/storage";

export type EmailPdf = { id: string; pdf: Buffer; subscriberKey: string; dateSent: Date };

export async function getEmailPdf(input: { id: string; organisationId?: string }): Promise<EmailPdf> {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(input.id)) throw notFound("File not found.");
  const db = await getDb();
  const row = await db.archivedEmail.findUnique({
    where: { id: input.id },
    select: { id: true, organisationId: true, status: true, blobKey: true, subscriberKey: true, dateSent: true },
  });
  if (!row || (input.organisationId !== undefined && row.organisationId !== input.organisationId)) throw notFound("File not found.");
  if (row.status !== "ready" || !row.blobKey) {
    throw new DomainError("not_found", row.status === "failed" ? "This email could not be rendered; see the archive page in the portal." : "This email is not archived yet: its PDF is still being rendered. Retry shortly.", {
      archive_status: row.status,
    });
  }
  const pdf = await getBlobStore().get(row.blobKey);
  if (!pdf) {
    console.error(`archive: ${row.id} is ready but its blob ${row.blobKey} is missing`);
    throw notFound("File not found.");
  }
  return { id: row.id, pdf, subscriberKey: row.subscriberKey, dateSent: row.dateSent };
}

export function pdfResponse(file: EmailPdf, disposition: "inline" | "attachment" = "inline"): Response {
  return new Response(new Uint8Array(file.pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(file.pdf.length),
      "content-disposition": `${disposition}; filename="${file.id}.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
