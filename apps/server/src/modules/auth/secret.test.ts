import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { resolveJwtSecret } from "./secret.ts";

let dataDir = "";
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("the access token key", () => {
  it("is JWT_SECRET when set", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-secret-"));
    const secret = "s".repeat(40);
    const key = await resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }));
    expect(new TextDecoder().decode(key)).toBe(secret);
  });

  it("is generated once in DATA_DIR, readable only by its owner, and the same for every process", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-secret-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    const keys = await Promise.all(Array.from({ length: 8 }, () => resolveJwtSecret(config)));
    const texts = new Set(keys.map((key) => new TextDecoder().decode(key)));
    expect(texts.size).toBe(1);
    expect([...texts][0]).toBe(await readFile(path.join(dataDir, "jwt-secret"), "utf8"));
    expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
  });
});
