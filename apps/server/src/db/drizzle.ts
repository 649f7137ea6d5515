import { createRequire } from "node:module";

/*
 * The one way in to Drizzle for the server. Node 24's ESM loader re-reads drizzle-orm's 180 KB
 * package.json for each of its ~200 files: importing it as ESM takes 0.7 s and leaves 150 MB of heap the
 * process never gives back (measured: 225 MB RSS vs 67 MB). Its CommonJS build has none of that. Add what
 * features need (pg-core, operators) here, the same way; see docs/decisions/0008.
 */
// drizzle-kit loads schema files as CommonJS, where import.meta.url is empty and __filename is set.
const require = createRequire(import.meta.url ?? __filename);

export const { drizzle } = require("drizzle-orm/node-postgres") as typeof import("drizzle-orm/node-postgres");
export const { migrate } =
  require("drizzle-orm/node-postgres/migrator") as typeof import("drizzle-orm/node-postgres/migrator");
export const pgCore = require("drizzle-orm/pg-core") as typeof import("drizzle-orm/pg-core");
export const { sql, eq, and, inArray, asc } = require("drizzle-orm") as typeof import("drizzle-orm");
