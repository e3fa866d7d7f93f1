// What a render by template needs from the template row (its owner, that it is live, its latest version),
// cached per process so a render reads no template row from the database. The cache is exact, never a
// TTL: update and delete evict the entry here and announce it to every other instance when they commit
// (lib/db/change-feed.ts); an entry is stored only while that feed is live, and a read that overlapped an
// eviction is not stored (the generation check), so a render never sees a replaced version or a deleted
// template once the update or delete has answered. Versions themselves are immutable (template-record.ts).
import { changeFeedLive, subscribeToChanges } from "@/lib/db/change-feed";
import { processState } from "@/lib/process-state.mjs";

/** NOTIFY channel of template updates and deletes; the payload is the template id. */
export const TEMPLATE_CHANGED_CHANNEL = "platform_html2pdf_template_changed";

export type LiveTemplate = { id: string; organisationId: string; latestVersion: number };

type State = { rows: Map<string, LiveTemplate>; generation: number };
const state = processState<State>("html2pdf.templateCache", () => ({ rows: new Map(), generation: 0 }));

const MAX_ENTRIES = 10_000;

/** The cached live template, or `read()` (which throws 404 for a missing, deleted or foreign one). */
export async function cachedLiveTemplate(organisationId: string, id: string, read: () => Promise<LiveTemplate>): Promise<LiveTemplate> {
  const hit = state.rows.get(id);
  if (hit && hit.organisationId === organisationId) return hit;
  const generation = state.generation;
  const row = await read();
  if (generation === state.generation && changeFeedLive(TEMPLATE_CHANGED_CHANNEL)) {
    if (state.rows.size >= MAX_ENTRIES) state.rows.delete(state.rows.keys().next().value!);
    state.rows.set(id, { id: row.id, organisationId: row.organisationId, latestVersion: row.latestVersion });
  }
  return row;
}

/** Called by the writer in process (and by the feed for other instances' writes). */
export function forgetTemplate(id: string): void {
  state.generation++;
  state.rows.delete(id);
}

function forgetAll(): void {
  state.generation++;
  state.rows.clear();
}

subscribeToChanges(TEMPLATE_CHANGED_CHANNEL, { onChange: forgetTemplate, onReset: forgetAll });
