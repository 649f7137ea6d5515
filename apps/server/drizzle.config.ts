import { defineConfig } from "drizzle-kit";

// Each feature keeps its tables in modules/<feature>/schema.ts.
// `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes a new migration from the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/modules/*/schema.ts"],
  out: "./src/db/migrations",
});
