import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      role: "all",
      webConcurrency: 1,
      env: "production",
      rateLimitPerMinute: 600,
    });
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it("stops with a message naming the variable and what it expects", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(
      /PORT="eighty": expected a whole number from 0 to 65535/,
    );
    expect(() => loadConfig({ ROLE: "api" })).toThrow(/ROLE="api": expected one of all, web, worker/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(
      /WEB_CONCURRENCY="0": expected a whole number/,
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL="mysql:\/\/x": expected a PostgreSQL/,
    );
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "-1", LOG_LEVEL: "loud" })).toThrow(/PORT=.*\n.*LOG_LEVEL=/);
  });

  it("takes map tile URL templates, OpenStreetMap's by default, and refuses what is not one", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      fallbackUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    });
    const keyed = "https://wms{s}.kartes.lv/KEY/wgs/15/{z}/{x}/{y}.png";
    expect(loadConfig({ MAP_TILE_URL: keyed }).mapTiles.url).toBe(keyed);
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.lv/map.png" })).toThrow(
      /MAP_TILE_URL=.*expected an https tile URL template/,
    );
    expect(() => loadConfig({ MAP_TILE_FALLBACK_URL: "http://tiles.example.lv/{z}/{x}/{y}.png" })).toThrow(
      /MAP_TILE_FALLBACK_URL=/,
    );
  });

  it("derives the public address from the port and drops a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://tirgus.lv/" }).publicUrl).toBe("https://tirgus.lv");
  });
});

describe("media storage configuration", () => {
  const s3 = {
    MEDIA_STORAGE: "s3",
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_BUCKET: "tirgus-media",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("keeps media on the local disk unless told otherwise, and finds ffmpeg on the path", () => {
    expect(loadConfig({})).toMatchObject({ s3: null, ffmpegPath: "ffmpeg" });
  });

  it("takes an S3-compatible bucket, path-style unless told otherwise", () => {
    expect(loadConfig(s3).s3).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "tirgus-media",
      accessKeyId: "key",
      secretAccessKey: "secret",
      pathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_PATH_STYLE: "false", S3_REGION: "eu-north-1" }).s3).toMatchObject({
      pathStyle: false,
      region: "eu-north-1",
    });
  });

  it("names each S3 setting that MEDIA_STORAGE=s3 lacks", () => {
    expect(() => loadConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "tirgus-media" })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "tirgus-media" })).toThrow(
      /S3_ENDPOINT="".*\n.*S3_ACCESS_KEY_ID="".*\n.*S3_SECRET_ACCESS_KEY=""/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: "Not_A_Bucket" })).toThrow(
      /S3_BUCKET="Not_A_Bucket": expected a bucket name/,
    );
  });
});
