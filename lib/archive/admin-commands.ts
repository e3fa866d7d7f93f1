// Operator commands for the email archive: issue client credentials at onboarding, list, deactivate.
import { findOrg, requireArg, UsageError, type AdminCommand } from "@/lib/admin/command";
import { getDb } from "@/lib/db/client";
import { createArchiveClient } from "./create-client";
import { deactivateArchiveClient } from "./deactivate-client";
import { listArchiveClients } from "./list-clients";

export const archiveCommands: AdminCommand[] = [
  {
    name: "archive:client",
    usage: "archive:client --org ID [--name N]   (prints client_id and client_secret; the secret is shown once)",
    async run(args) {
      const organisationId = await findOrg(requireArg(args, "org"));
      return { org_id: organisationId, ...(await createArchiveClient({ organisationId, name: typeof args.name === "string" ? args.name : undefined })) };
    },
  },
  {
    name: "archive:clients",
    usage: "archive:clients --org ID",
    async run(args) {
      const organisationId = await findOrg(requireArg(args, "org"));
      return { org_id: organisationId, clients: await listArchiveClients(organisationId) };
    },
  },
  {
    name: "archive:deactivate",
    usage: "archive:deactivate --client ID",
    async run(args) {
      const clientId = requireArg(args, "client");
      const db = await getDb();
      const client = await db.archiveClient.findUnique({ where: { id: clientId }, select: { organisationId: true } });
      if (!client || !(await deactivateArchiveClient(client.organisationId, clientId))) throw new UsageError(`no archive client ${clientId}`);
      return { client_id: clientId, active: false };
    },
  },
];
