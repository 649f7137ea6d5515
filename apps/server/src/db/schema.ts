// Drizzle table definitions. Each feature adds its tables in its own file under modules/<feature>/ and
// re-exports nothing here; drizzle.config.ts lists the schema files so drizzle-kit sees them all.
export {};
