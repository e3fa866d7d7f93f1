// Fills a built-in profile from the document's layout: every key of the profile is always present
// (null, or [] for tables, where the document does not carry the value).
import { documentTitle, normLabel, normLabelCore, segmentBox, type Box, type Layout, type Segment } from "../layout/layout";
import { DocIndex, findLabels, findTable, valueFor, coerce, type Found } from "../candidates/matcher";
import { findEntity, findIssuer, findLetterheadPhone, findUnlabelledEmail } from "../candidates/parties";
import { documentCurrency } from "../candidates/currency";
import type { FormField } from "../read/read-pdf";
import type { Entry, FieldSpec, ProfileSpec } from "../profiles/types";
import type { Trace } from "../extract-pdf";

export type FieldSource = { confidence: number; page: number | null; box: Box | null; label: string | null };

export type Extraction = { data: Record<string, unknown>; sources: Record<string, FieldSource>; found: number; total: number };

const GENERIC_LABELS = ["date", "total", "name", "address", "phone", "email", "signature", "signed", "notes", "page"];

export function buildIndex(layout: Layout, profile: ProfileSpec): DocIndex {
  const labelWords = new Set<string>(GENERIC_LABELS.map(normLabel));
  const sections: Array<{ id: string; headings: string[] }> = [];
  for (const e of profile.entries) {
    if (e.kind === "field") {
      e.field.labels.forEach((l) => labelWords.add(l));
      // A free-text field ("Special Conditions") is printed as a heading over its paragraph.
      if (e.field.type === "text") sections.push({ id: e.field.key, headings: e.field.labels.filter((l) => l.split(" ").length > 1) });
    } else if (e.kind === "group") {
      e.fields.forEach((x) => x.labels.forEach((l) => labelWords.add(l)));
      sections.push({ id: e.key, headings: e.sections });
    } else {
      e.columns.forEach((x) => x.labels.forEach((l) => labelWords.add(l)));
      sections.push({ id: e.key, headings: e.sections });
    }
  }
  // Headings that belong to no group still end the section above them.
  sections.push({ id: "_other", headings: ["terms and conditions", "notes", "important information", "conditions of sale", "office use only", "for office use only", "privacy", "privacy statement", "declaration by dealer"] });
  return new DocIndex(layout, labelWords, sections);
}

/** label → the groups that use it: shared labels ("vin", "name") must be read inside their own section. */
function labelOwners(profile: ProfileSpec): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const e of profile.entries) {
    const key = e.kind === "field" ? e.field.key : e.key;
    const fields = e.kind === "field" ? [e.field] : e.kind === "group" ? e.fields : [];
    for (const x of fields)
      for (const l of x.labels) {
        const list = owners.get(l) ?? [];
        if (!list.includes(key)) list.push(key);
        owners.set(l, list);
      }
  }
  return owners;
}

export function extractProfile(index: DocIndex, profile: ProfileSpec, pages: number, formFields: FormField[], trace?: Trace): Extraction {
  const considered: Record<string, Array<{ value: unknown; label: string | null; score: number; page: number | null }>> = {};
  const layout = index.layout;
  const owners = labelOwners(profile);
  const data: Record<string, unknown> = {};
  const sources: Record<string, FieldSource> = {};
  let found = 0;
  let total = 0;
  const title = documentTitle(layout);
  data.documentType = title;
  if (title) sources.documentType = { confidence: 0.9, page: 1, box: null, label: null };
  data.pages = pages;
  const allText = layout.lines.map((l) => l.text).join("\n") + "\n" + formFields.map((x) => x.value).join("\n");
  data.currency = documentCurrency(allText, profile.id !== "generic_document");

  const record = (path: string, hit: Found | null) => {
    total++;
    if (!hit) return null;
    found++;
    sources[path] = { confidence: round2(hit.confidence), page: hit.page, box: hit.box, label: hit.label };
    hit.segments.forEach((s) => index.used.add(s));
    return hit.value;
  };

  // Tables first: their rows ("Dealer delivery | 1 | $1,990") must not be read again as label/value pairs.
  const tables = new Map<string, unknown>();
  for (const e of profile.entries) if (e.kind === "table") tables.set(e.key, readTable(index, e, profile, sources));
  index.tableSegs = new Set(index.used);
  for (const e of profile.entries) {
    if (e.kind === "table") {
      data[e.key] = tables.get(e.key);
      continue;
    }
    if (e.kind === "field") {
      data[e.field.key] = record(e.field.key, findField(index, e.field, null, owners, formFields, trace && ((c) => (considered[e.field.key] = c))));
    } else if (e.kind === "group") {
      const group: Record<string, unknown> = {};
      for (const field of e.fields) {
        let hit = findField(index, field, e.key, owners, formFields, trace && ((c) => (considered[`${e.key}.${field.key}`] = c)));
        if (!hit && field.fallback === "domainEntity") hit = findIssuer(index, e.key);
        if (!hit && field.fallback === "entity") hit = findEntity(index, e.key);
        if (!hit && field.fallback === "email") hit = findUnlabelledEmail(index);
        if (!hit && field.fallback === "phone") hit = findLetterheadPhone(index, e.key);
        group[field.key] = record(`${e.key}.${field.key}`, hit);
      }
      data[e.key] = group;
    }
  }
  trace?.("candidates", considered);
  return { data, sources, found, total };
}

function readTable(index: DocIndex, e: Extract<Entry, { kind: "table" }>, profile: ProfileSpec, sources: Record<string, FieldSource>) {
  const stop = new Set<string>();
  for (const x of profile.entries) if (x.kind === "group") x.fields.forEach((fl) => fl.labels.forEach((l) => stop.add(l)));
  const rows = findTable(index, e.columns, stop) ?? [];
  return rows.map((r, i) => {
    r.segments.forEach((s) => index.used.add(s));
    sources[`${e.key}[${i}]`] = { confidence: 0.85, page: r.page, box: r.box, label: null };
    return Object.fromEntries(e.columns.map((c) => [c.key, r.values[c.key] ?? null]));
  });
}

/** Best value for a field: AcroForm values first, then label hits ranked by section fit. */
type Considered = (candidates: Array<{ value: unknown; label: string | null; score: number; page: number | null }>) => void;

export function findField(index: DocIndex, field: FieldSpec, group: string | null, owners: Map<string, string[]>, formFields: FormField[], consider?: Considered): Found | null {
  const formHit = formFields.find((ff) => {
    const n = normLabel(ff.name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[._\[\]]+/g, " "));
    const qualified = group ? [`${normLabel(group)} ${n}`] : [];
    return field.labels.includes(n) || qualified.some((q) => field.labels.includes(q)) || (group !== null && field.labels.some((l) => n === `${normLabel(group)} ${l}`));
  });
  if (formHit) {
    const v = coerce(formHit.value, field.type, index.ctx);
    if (v !== null) return { value: v, confidence: 0.97, page: formHit.page, box: formHit.box, label: formHit.name, segments: [] };
  }
  const hits = findLabels(index, field.labels, field.type);
  const scored: Array<{ found: Found; score: number }> = [];
  for (const hit of hits) {
    if (index.tableSegs.has(hit.seg)) continue;
    const raw = hit.strategy === "colon" ? hit.seg.text.split(":")[0] : hit.strategy === "prefix" ? matchedPrefix(hit.seg.text, field.labels) : hit.seg.text;
    const labelText = field.labels.includes(normLabel(raw)) ? normLabel(raw) : normLabelCore(raw);
    const section = index.sectionOf.get(hit.seg) ?? null;
    const sharers = owners.get(labelText) ?? [];
    const own = group ?? field.key;
    let score: number;
    if (section === own) score = 3;
    else if (section && sharers.includes(section)) continue; // another group's label, in its own section
    else if (sharers.length > 1) {
      if (sharers[0] !== own) continue; // shared label outside any owner's section: the first owner takes it
      score = 1;
    } else score = 2;
    // a longer, more specific wording beats a short one ("invoice date" over "date")
    score += Math.min(labelText.length, 30) / 100;
    const found = valueFor(index, hit, field.type);
    if (!found) continue;
    if (found.segments.some((s) => index.used.has(s))) score -= 1.5;
    // later on the page scores higher for fields that prefer the last occurrence (document order)
    if (field.prefer === "last") score += (hit.seg.page * 10000 + hit.seg.y) / 1e7;
    found.confidence *= section === own ? 1 : 0.9;
    scored.push({ found, score });
  }
  scored.sort((a, b) => b.score - a.score);
  consider?.(scored.map((c) => ({ value: c.found.value, label: c.found.label, score: Math.round(c.score * 100) / 100, page: c.found.page })));
  return scored[0]?.found ?? null;
}

function matchedPrefix(text: string, labels: string[]): string {
  const n = normLabel(text);
  return labels.filter((l) => n.startsWith(l + " ")).sort((a, b) => b.length - a.length)[0] ?? n;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- generic_document extras ----

const SIGNATURE = /\b(signature|signed|sign here)\b/i;

export function genericExtras(index: DocIndex): Record<string, unknown> {
  const layout = index.layout;
  const vehicles: Array<Record<string, unknown>> = [];
  const seenVins = new Set<string>();
  for (const s of index.segments) {
    for (const m of s.text.toUpperCase().matchAll(/\b[A-HJ-NPR-Z0-9]{17}\b/g)) {
      if (!/\d/.test(m[0]) || !/[A-Z]/.test(m[0]) || seenVins.has(m[0])) continue;
      seenVins.add(m[0]);
      vehicles.push({ vin: m[0], registrationPlate: null, make: null, model: null });
    }
  }
  const fields: Array<{ label: string; value: string; page: number }> = [];
  const signatures: Array<{ label: string; name: string | null; page: number }> = [];
  for (const line of layout.lines) {
    line.segments.forEach((s, i) => {
      if (SIGNATURE.test(s.text) && s.text.length < 60) {
        const after = s.text.includes(":") ? s.text.split(":").slice(1).join(":").trim() : line.segments[i + 1]?.text ?? "";
        signatures.push({ label: s.text.split(":")[0].trim(), name: after && !/^[_.\s]+$/.test(after) ? after : null, page: s.page });
        return;
      }
      if (index.used.has(s)) return;
      const colon = s.text.indexOf(":");
      if (colon > 0 && colon < 50) {
        const label = s.text.slice(0, colon).trim();
        let value = s.text.slice(colon + 1).trim();
        if (!value) {
          const next = line.segments[i + 1];
          if (next && !next.text.includes(":")) {
            value = next.text;
            index.used.add(next);
          }
        }
        if (label && value && /[a-z]/i.test(label) && label.split(" ").length <= 6 && !/^(https?|mailto|ftp)$/i.test(label) && !value.startsWith("//")) {
          fields.push({ label, value, page: s.page });
          index.used.add(s);
        }
      }
    });
  }
  const free: string[] = [];
  for (const line of layout.lines) {
    const rest = line.segments.filter((s) => !index.used.has(s) && !index.headingSegs.has(s));
    const t = rest.map((s) => s.text).join(" ");
    if (t.split(/\s+/).length >= 6 && /[a-z]{3}/.test(t)) free.push(t);
  }
  return { vehicles, fields, text: free.length ? free.join("\n") : null, signatures };
}
