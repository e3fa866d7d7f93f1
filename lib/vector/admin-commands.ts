// Operator commands for VECTOR: `npm run -s admin -- vector:site --org ID --name N --json` and friends.
import { findOrg, requireArg, UsageError, type AdminCommand } from "@/lib/admin/command";
import { createSite, listSites, SiteInputError } from "./sites";
import { purgeExpiredEvents } from "./purge-expired-events";

export const vectorCommands: AdminCommand[] = [
  {
    name: "vector:site",
    usage: "vector:site --org ID --name N [--origins https://a.example,https://b.example]",
    async run(args) {
      const organisationId = await findOrg(requireArg(args, "org"));
      try {
        const site = await createSite({ organisationId, name: requireArg(args, "name"), allowedOrigins: typeof args.origins === "string" ? args.origins : undefined });
        return { site_id: site.id, site_key: site.siteKey, allowed_origins: site.allowedOrigins };
      } catch (e) {
        if (e instanceof SiteInputError) throw new UsageError(e.message);
        throw e;
      }
    },
  },
  {
    name: "vector:sites",
    usage: "vector:sites --org ID",
    async run(args) {
      const sites = await listSites(await findOrg(requireArg(args, "org")));
      return { sites: sites.map((s) => ({ site_id: s.id, name: s.name, site_key: s.siteKey, allowed_origins: s.allowedOrigins })) };
    },
  },
  {
    name: "vector:purge",
    usage: "vector:purge   (delete events older than 90 days now)",
    async run() {
      const r = await purgeExpiredEvents();
      return { deleted: r.deleted, cutoff: r.cutoff };
    },
  },
];
