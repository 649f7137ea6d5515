import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config.ts";

/**
 * The key that signs access tokens: JWT_SECRET, or one generated on the first start and kept in DATA_DIR, so
 * tokens survive restarts and every process on the machine (WEB_CONCURRENCY) signs with the same key.
 */
export async function resolveJwtSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, "jwt-secret");
  await mkdir(config.dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: link() fails when another process got there
  // first, and nobody ever reads a half-written key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, randomBytes(48).toString("base64url"), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return new TextEncoder().encode((await readFile(file, "utf8")).trim());
}
