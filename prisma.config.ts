// Prisma 7 reads this for `prisma generate`. Migrations do not go through the Prisma CLI here
// (its native engine cannot be downloaded offline): see scripts/db-migrate.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
});
