// Operator CLI. Prints one JSON object with --json (for scripts), readable output otherwise.
import { adminCommands } from "@/lib/admin";
import { parseArgs, UsageError } from "@/lib/admin/command";
import { closeDb } from "@/lib/db/client";

async function main(): Promise<number> {
  const { command, args } = parseArgs(process.argv.slice(2));
  const json = args.json === true;
  delete args.json;
  const found = adminCommands.find((c) => c.name === command);
  if (!found) {
    const list = adminCommands.map((c) => `  npm run admin -- ${c.usage} [--json]`).join("\n");
    console.error(`${command ? `unknown command ${command}\n` : ""}commands:\n${list}`);
    return 2;
  }
  try {
    const out = await found.run(args);
    console.log(json ? JSON.stringify(out) : JSON.stringify(out, null, 2));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (json) console.log(JSON.stringify({ error: message }));
    else console.error(error instanceof UsageError ? `${message}\nusage: npm run admin -- ${found.usage}` : message);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await closeDb();
  }
}

main().then((code) => process.exit(code));
