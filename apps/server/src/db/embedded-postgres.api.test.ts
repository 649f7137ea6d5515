import { randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

describe("the embedded PostgreSQL", () => {
  it.runIf(process.getuid?.() === 0)(
    "runs as root from a data directory the postgres user cannot enter, keeping the cluster linked under it",
    async () => {
      const privateDir = path.join(repoRoot, "data", "test", `private-${randomBytes(4).toString("hex")}`);
      mkdirSync(privateDir, { recursive: true, mode: 0o700 });
      const dataDir = path.join(privateDir, "data");
      const server = await startEmbeddedPostgres({ dataDir, database: "tirgus", durable: false });
      const clusterDir = realpathSync(path.join(dataDir, "postgres"));
      try {
        expect(lstatSync(path.join(dataDir, "postgres")).isSymbolicLink()).toBe(true);
        expect(clusterDir.startsWith("/var/lib/tirgus/")).toBe(true);
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        const { rows } = await client.query(
          `SELECT current_user, current_setting('server_encoding') AS encoding, datcollate, datctype
           FROM pg_database WHERE datname = current_database()`,
        );
        await client.end();
        // Byte order for sorting and indexes, Unicode letters for pg_trgm (Cyrillic typos) and the text parser.
        expect(rows[0]).toEqual({
          current_user: "postgres",
          encoding: "UTF8",
          datcollate: "C",
          datctype: "C.UTF-8",
        });
      } finally {
        await server.stop();
        rmSync(path.dirname(clusterDir), { recursive: true, force: true });
        rmSync(privateDir, { recursive: true, force: true });
      }
    },
  );
});
