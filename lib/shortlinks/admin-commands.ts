import { findOrg, requireArg, UsageError, type AdminCommand } from "@/lib/admin/command";
import { sharedDomains } from "./config";
import { isDomainError } from "@/lib/errors";
import { issueDomainKey, listOrganisationDomains } from "./domains";

export const shortlinkCommands: AdminCommand[] = [
  {
    name: "shortlinks:domain",
    usage: "shortlinks:domain --org ID --domain D   (issues the organisation's key for D; again = rotate)",
    async run(args) {
      const org = await findOrg(requireArg(args, "org"));
      try {
        const issued = await issueDomainKey(org, requireArg(args, "domain"));
        return { domain: issued.domain, api_key: issued.api_key, shared: issued.shared, rotated: issued.rotated, org_id: org };
      } catch (error) {
        if (isDomainError(error) && error.code === "invalid_request") throw new UsageError(error.message);
        throw error;
      }
    },
  },
  {
    name: "shortlinks:domains",
    usage: "shortlinks:domains [--org ID]",
    async run(args) {
      const shared = sharedDomains();
      if (typeof args.org !== "string") return { shared_domains: shared };
      const org = await findOrg(args.org);
      const domains = await listOrganisationDomains(org);
      return { shared_domains: shared, domains: domains.map((d) => ({ domain: d.domain, shared: d.shared, key: d.keyMasked, links: d.links, clicks: d.clicks })) };
    },
  },
];
