import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes a new migration from the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/db/schema.ts", "./src/modules/*/schema.ts"],
  out: "./src/db/migrations",
});
