// Canonical documents for the engine's own API tests (tests/pdf2json/helpers.ts): one per tuned family of
// each vehicle profile, the most common label wordings and formats, printed by Chromium. They belong to
// the tuned half's families, so tests may look at them; the eval never scores them.
import { VEHICLE_PROFILE_IDS } from "@/lib/pdf2json/profiles";
import { buildCorpus } from "./generate";

export type FixtureFile = { name: string; profile: string; layout: string; pdf: string; truth: string };

export async function canonicalFixtures(o: { profiles?: string[] } = {}): Promise<FixtureFile[]> {
  const { docs, skipped } = await buildCorpus({ canonical: true, producers: ["chromium"], profiles: o.profiles ?? VEHICLE_PROFILE_IDS });
  if (skipped.size) throw new Error(`canonical fixtures need Chromium: ${[...skipped.values()].join("; ")}`);
  return docs.map((d) => ({ name: `${d.profile}/${d.family}`, profile: d.profile, layout: d.family, pdf: d.pdf, truth: d.truth }));
}
