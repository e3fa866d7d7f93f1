// The portal editor's per-template sample data and options. Not versioned and never used by API
// renders (API calls send their own data and options); kept so a designer finds them again.
import { invalidRequest } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { parseRenderOptions, type RenderOptions } from "./options";
import { findLiveTemplate } from "./template-record";
import { containsNul, hasNul } from "./template-input";

export type EditorSettings = { sampleData: string; options: RenderOptions };

export async function getEditorSettings(organisationId: string, id: string): Promise<EditorSettings> {
  const t = await findLiveTemplate(organisationId, id);
  return { sampleData: t.sampleData ?? "{}", options: (t.editorOptions as RenderOptions | null) ?? {} };
}

export async function saveEditorSettings(organisationId: string, id: string, settings: { sampleData: string; options: unknown }): Promise<void> {
  if (settings.sampleData.length > 512 * 1024) throw invalidRequest("Sample data is larger than 512 KB.", { field: "data" });
  // PostgreSQL text and JSONB cannot hold NUL characters.
  if (hasNul(settings.sampleData)) throw invalidRequest("Sample data must not contain NUL (\\u0000) characters.", { field: "data" });
  const options = parseRenderOptions(settings.options);
  if (containsNul(options)) throw invalidRequest("Options must not contain NUL (\\u0000) characters.", { field: "options" });
  await findLiveTemplate(organisationId, id);
  const db = await getDb();
  await db.html2pdfTemplate.updateMany({ where: { id, organisationId, deletedAt: null }, data: { sampleData: settings.sampleData, editorOptions: options as object } });
}
