import { getDb } from "@/lib/db/client";
import { MemberError } from "./member-rules";

export async function renameOrganisation(organisationId: string, name: string): Promise<string> {
  const trimmed = name.trim();
  if (!trimmed) throw new MemberError("Enter a name.");
  if (trimmed.length > 120) throw new MemberError("Keep the name under 120 characters.");
  const db = await getDb();
  await db.organisation.update({ where: { id: organisationId }, data: { name: trimmed } });
  return trimmed;
}
