// Operator commands (`npm run admin -- <command> [--flag value ...] --json`). Each product contributes its
// commands in lib/<product>/admin-commands.ts and they are listed in lib/admin/index.ts.
import { getDb } from "@/lib/db/client";

export type AdminArgs = Record<string, string | true>;

export type AdminCommand = {
  name: string;
  usage: string;
  run(args: AdminArgs): Promise<Record<string, unknown>>;
};

export class UsageError extends Error {}

export function requireArg(args: AdminArgs, name: string): string {
  const value = args[name];
  if (typeof value !== "string" || !value) throw new UsageError(`--${name} is required`);
  return value;
}

export function parseArgs(argv: string[]): { command?: string; args: AdminArgs } {
  const [command, ...rest] = argv;
  const args: AdminArgs = {};
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i];
    if (!token.startsWith("--")) throw new UsageError(`unexpected argument ${token}`);
    const name = token.slice(2);
    const next = rest[i + 1];
    if (next === undefined || next.startsWith("--")) args[name] = true;
    else {
      args[name] = next;
      i++;
    }
  }
  return { command, args };
}

/** The organisation id, checked to exist; every product's --org flag goes through this. */
export async function findOrg(id: string): Promise<string> {
  const db = await getDb();
  const org = await db.organisation.findUnique({ where: { id }, select: { id: true } });
  if (!org) throw new UsageError(`no organisation ${id}`);
  return org.id;
}
