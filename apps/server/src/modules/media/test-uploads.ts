import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { OwnFile } from "@tirgus/domain/media-upload-api";
import { buildTestApp, testConfig } from "../../../test/app.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { createMediaStorage } from "../../platform/storage.ts";
import { type MediaJobServices, processImage, processVideo, rotateFile } from "./jobs.ts";

/** What a warning of the jobs said, for tests that check the log. */
export type LoggedLine = { level: "info" | "warn" | "error"; object: object; message: string };

/**
 * The API on its own database and data folder, two sellers with a lot each, and the media jobs run in the
 * test itself (the same handlers pg-boss runs), so a test decides when processing happens.
 */
export async function buildUploadTestApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-uploads-"));
  const test = await buildTestApp({ DATA_DIR: dataDir, ...env });
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const storage = createMediaStorage(config);
  const logged: LoggedLine[] = [];
  const log = (level: LoggedLine["level"]) => (object: object, message: string) => {
    logged.push({ level, object, message });
  };
  const services: MediaJobServices = {
    pool: test.db.pool,
    storage,
    ffmpeg: config.ffmpegPath,
    log: { info: log("info"), warn: log("warn"), error: log("error") },
  };

  async function seller(email: string) {
    const account = await passwordAccount(test, email);
    const { rows } = await test.db.pool.query<{ id: number }>(
      `INSERT INTO lots (category_id, action_id, status, owner_id)
       SELECT c.id, 1, 2, $1 FROM categories c WHERE c.level >= 1 ORDER BY c.id LIMIT 1 RETURNING id::int`,
      [account.userId],
    );
    return {
      ...account,
      lotId: rows[0]?.id ?? 0,
      headers: { authorization: `Bearer ${account.accessToken}` },
    };
  }

  /** A lot more of the seller's. */
  async function addLot(ownerId: number): Promise<number> {
    const { rows } = await test.db.pool.query<{ id: number }>(
      `INSERT INTO lots (category_id, action_id, status, owner_id)
       SELECT c.id, 1, 2, $1 FROM categories c WHERE c.level >= 1 ORDER BY c.id LIMIT 1 RETURNING id::int`,
      [ownerId],
    );
    return rows[0]?.id ?? 0;
  }

  type UploadOptions = { name?: string; type?: string; lot?: number | string; lotAfterFile?: boolean };

  /** POST /api/files as a browser sends it: the form with the file (and the lot before or after it). */
  function upload(headers: Record<string, string>, data: Buffer, options: UploadOptions = {}) {
    const form = new FormData();
    const lot = options.lot === undefined ? [] : [String(options.lot)];
    if (!options.lotAfterFile) for (const value of lot) form.append("lot", value);
    form.append(
      "file",
      new Blob([new Uint8Array(data)], { type: options.type ?? "image/jpeg" }),
      options.name ?? "photo.jpg",
    );
    if (options.lotAfterFile) for (const value of lot) form.append("lot", value);
    return test.app.inject({ method: "POST", url: "/api/files", headers, payload: form });
  }

  /** A streamed multipart body of one file part, its bytes coming from `content` (never all in memory). */
  function uploadStream(headers: Record<string, string>, content: Readable, name = "clip.mp4") {
    const boundary = "----tirgus-test-boundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`;
    async function* body() {
      yield Buffer.from(head);
      for await (const chunk of content) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    return test.app.inject({
      method: "POST",
      url: "/api/files",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
  }

  /** Runs the job the upload queued, as a worker would. */
  async function processFile(file: Pick<OwnFile, "id" | "outputType">) {
    await (file.outputType === "video" ? processVideo : processImage)(file.id, services);
  }

  const rotate = (fileId: number) => rotateFile(fileId, services);

  /** Every stored object's path under the media root (relative), sorted. */
  async function storedPaths(): Promise<string[]> {
    const root = path.join(dataDir, "media");
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  return {
    ...test,
    dataDir,
    config,
    storage,
    services,
    logged,
    seller,
    addLot,
    upload,
    uploadStream,
    processFile,
    rotate,
    storedPaths,
    async close() {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type UploadTestApp = Awaited<ReturnType<typeof buildUploadTestApp>>;
