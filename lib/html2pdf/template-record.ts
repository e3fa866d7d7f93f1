// How templates appear in API responses (the spec shows only id, name, html and version; the rest is
// ours and documented in docs/html2pdf.md).
import type { Html2pdfTemplate, Html2pdfTemplateVersion } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { cachedLiveTemplate, type LiveTemplate } from "./template-cache";
import { isTemplateIdShape } from "./template-id";

export type TemplateSummary = { id: string; name: string; version: number; created_at: string; updated_at: string };
export type TemplateDetail = TemplateSummary & {
  html: string;
  latest_version: number;
  version_created_at: string;
  versions: { version: number; name: string; created_at: string }[];
};

export function templateSummary(t: Html2pdfTemplate): TemplateSummary {
  return { id: t.id, name: t.name, version: t.latestVersion, created_at: t.createdAt.toISOString(), updated_at: t.updatedAt.toISOString() };
}

export function templateDetail(t: Html2pdfTemplate, v: Html2pdfTemplateVersion, versions: Pick<Html2pdfTemplateVersion, "version" | "name" | "createdAt">[]): TemplateDetail {
  return {
    id: t.id,
    name: v.name,
    version: v.version,
    html: v.html,
    latest_version: t.latestVersion,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    version_created_at: v.createdAt.toISOString(),
    versions: versions.map((x) => ({ version: x.version, name: x.name, created_at: x.createdAt.toISOString() })),
  };
}

export const templateNotFound = (id: string) => notFound(`Template ${id} not found.`);

/** A live template of this organisation, or 404 (other organisations' and deleted templates alike). */
export async function findLiveTemplate(organisationId: string, id: string): Promise<Html2pdfTemplate> {
  if (!isTemplateIdShape(id)) throw templateNotFound(id);
  const db = await getDb();
  const t = await db.html2pdfTemplate.findFirst({ where: { id, organisationId, deletedAt: null } });
  if (!t) throw templateNotFound(id);
  return t;
}

// Versions never change once written, so they are cached by id and number.
const versionCache = new Map<string, Html2pdfTemplateVersion>();
const VERSION_CACHE_MAX = 300;

async function templateVersion(template: LiveTemplate, version?: number): Promise<Html2pdfTemplateVersion> {
  // Callers validate versions (parseTemplateVersion); this also guards the portal's actions, whose input is
  // the browser's: a number the database cannot even hold is a version that does not exist.
  if (version !== undefined && !(Number.isInteger(version) && version >= 1 && version <= 2_147_483_647)) {
    throw notFound(`Template ${template.id} has no version ${version}; the latest is ${template.latestVersion}.`);
  }
  const wanted = version ?? template.latestVersion;
  const key = `${template.id}@${wanted}`;
  let v = versionCache.get(key) ?? null;
  if (!v) {
    const db = await getDb();
    v = await db.html2pdfTemplateVersion.findUnique({ where: { templateId_version: { templateId: template.id, version: wanted } } });
    if (!v) throw notFound(`Template ${template.id} has no version ${version}; the latest is ${template.latestVersion}.`);
    versionCache.set(key, v);
    if (versionCache.size > VERSION_CACHE_MAX) versionCache.delete(versionCache.keys().next().value!);
  }
  return v;
}

/** The pinned version, or the latest, read fresh (template management); 404 naming the version when it does not exist. */
export async function findTemplateVersion(organisationId: string, id: string, version?: number) {
  const template = await findLiveTemplate(organisationId, id);
  return { template, version: await templateVersion(template, version) };
}

/** The same for renders: the template row comes from the exact per-process cache (template-cache.ts). */
export async function findRenderableVersion(organisationId: string, id: string, version?: number) {
  const template = await cachedLiveTemplate(organisationId, id, () => findLiveTemplate(organisationId, id));
  return { template, version: await templateVersion(template, version) };
}
