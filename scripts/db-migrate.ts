// npm run db:migrate            apply committed migrations to the configured database
// npm run db:migrate:dev -- --name add_templates   write a new migration from schema.prisma
import { describeDatabase, databaseConfig } from "@/lib/db/config";
import { createMigration, deployMigrations } from "@/lib/db/migrate";

const [mode, ...rest] = process.argv.slice(2);

async function main() {
  if (mode === "dev") {
    const i = rest.indexOf("--name");
    const name = i >= 0 ? rest[i + 1] : undefined;
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: npm run db:migrate:dev -- --name snake_case_name");
    const created = await createMigration(name);
    console.log(created ? `created prisma/migrations/${created}/migration.sql` : "schema.prisma matches the migrations: nothing to create");
    return;
  }
  const config = databaseConfig();
  const applied = await deployMigrations(config);
  console.log(`${describeDatabase(config)}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
