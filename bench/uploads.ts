import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { serverEntry, serverEnv, serverNodeFlags } from "../scripts/server-process.ts";

/*
 * The upload budgets of DESIGN.md section 9: a 12 MP JPEG from upload to all versions ready (p50 <= 0.8 s,
 * p95 <= 1.5 s), and the memory of the process that takes a 1 GB video (<= 250 MB). One server process with its
 * job workers (ROLE=all, as `npm start` runs), on an empty data directory of its own.
 *
 * `node bench/uploads.ts` measures these rows alone and puts them into bench/RESULTS.md; `npm run bench`
 * measures them with the rest.
 */

export type UploadFigures = {
  photos: number;
  megapixels: number;
  bytes: number;
  p50: number;
  p95: number;
  max: number;
  video: { bytes: number; seconds: number; rssBefore: number; rssPeak: number };
  /** Resident memory once the photos are done: libvips' and glibc's high-water mark of 30 decodes. */
  rssAfterPhotos: number;
};

const budget = { p50: 0.8, p95: 1.5, rss: 250 };

/** Uploads `count` different 12 MP photos one after another, each until its versions are all made. */
export async function measureUploads(origin: string, serverPid: number, count = 30): Promise<UploadFigures> {
  const headers = { authorization: `Bearer ${await signedUpToken(origin)}` };
  // The video first, on the process as it started: what streaming costs, not what the pictures left behind.
  const video = await measureVideoUpload(origin, headers, serverPid);
  const photo = await twelveMegapixelPhoto();
  const seconds: number[] = [];
  for (let index = 0; index < count + 3; index++) {
    // Each upload differs by a byte after the picture's end, so none is refused as the same file again.
    const data = Buffer.concat([photo, Buffer.from(String(index))]);
    const started = performance.now();
    const id = await uploadPhoto(origin, headers, data);
    await untilConverted(origin, headers, id);
    // The first uploads load sharp and libvips and warm the pools: not what a seller waits for later.
    if (index >= 3) seconds.push((performance.now() - started) / 1000);
  }
  seconds.sort((a, b) => a - b);
  const at = (share: number) =>
    seconds[Math.min(seconds.length - 1, Math.ceil(share * seconds.length) - 1)] ?? 0;
  return {
    photos: count,
    megapixels: 12,
    bytes: photo.length,
    p50: at(0.5),
    p95: at(0.95),
    max: seconds.at(-1) ?? 0,
    video,
    rssAfterPhotos: rssMb(serverPid),
  };
}

/** A 4000x3000 photo-like JPEG: smooth colour fields with grain (flat colour would decode unrealistically fast). */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const fields = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 0, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  return sharp(fields)
    .resize(4000, 3000, { kernel: "cubic" })
    .composite([{ input: grain, blend: "add" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function uploadPhoto(origin: string, headers: Record<string, string>, data: Buffer): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${origin}/api/files`, { method: "POST", headers, body: form });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { content: { id: number } }).content.id;
}

/** Asks every 20 ms, as finely as the figure needs (the wizard asks every 5 s). */
async function untilConverted(origin: string, headers: Record<string, string>, id: number): Promise<void> {
  for (let attempt = 0; attempt < 1500; attempt++) {
    const response = await fetch(`${origin}/api/files/${id}`, { headers });
    if (!response.ok) throw new Error(`file ${id} answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as { content: { converted: boolean } };
    if (answer.content.converted) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`file ${id} was not converted within 30 s`);
}

/**
 * Streams a 1 GB video (a real first box, then zeros made as they are sent) and samples the server's resident
 * memory every 50 ms until the answer.
 */
async function measureVideoUpload(origin: string, headers: Record<string, string>, pid: number) {
  const bytes = 1024 ** 3;
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const status = await streamVideo(origin, headers, bytes);
    if (status !== 201) throw new Error(`the 1 GB upload answered ${status}`);
  } finally {
    clearInterval(sampler);
  }
  return { bytes, seconds: (performance.now() - started) / 1000, rssBefore, rssPeak };
}

function streamVideo(origin: string, headers: Record<string, string>, size: number): Promise<number> {
  const boundary = "----tirgus-bench";
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1"),
  ]);
  const zeros = Buffer.alloc(1024 * 1024);
  const body = Readable.from(
    (function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\n\r\n`,
      );
      yield ftyp;
      for (let sent = ftyp.length; sent < size; sent += zeros.length)
        yield zeros.subarray(0, Math.min(zeros.length, size - sent));
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/api/files`, {
      method: "POST",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    request.once("error", reject);
    body.pipe(request);
  });
}

/** Signs up through the API and the outbox, as a person would, and signs in: an access token. */
async function signedUpToken(origin: string): Promise<string> {
  const email = `bench-${Date.now()}@uploads.lv`;
  const password = "bench-password";
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await post("/api/signup", { email, password, policyAgreed: true });
  const token = await linkTokenSentTo(origin, email);
  await post("/api/signup/confirm", { token });
  const answer = await fetch(`${origin}/api/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username: email, password }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The confirmation link goes out after the answer: the outbox is asked until it is there. */
async function linkTokenSentTo(origin: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const outbox = (await (
      await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      content: { data: { text: string }[] };
    };
    const token = /token=([\w-]+)/.exec(outbox.content.data[0]?.text ?? "")?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation link reached ${email}`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const verdict = (within: boolean) => (within ? "within" : "**over budget**");

/** The section of bench/RESULTS.md, from "## Uploads" to the next heading. */
export function uploadsSection(figures: UploadFigures, machine: string): string {
  const { video } = figures;
  const seconds = (value: number) => `${value.toFixed(2)} s`;
  return `## Uploads (one server process with its job workers, ${machine})

| what | measured | budget | |
|---|---|---|---|
| a ${figures.megapixels} MP JPEG (${(figures.bytes / 1024 ** 2).toFixed(1)} MB) from \`POST /api/files\` to all versions ready (\`converted\`), ${figures.photos} uploads one after another | p50 ${seconds(figures.p50)}, p95 ${seconds(figures.p95)} (slowest ${seconds(figures.max)}) | p50 <= 0.8 s, p95 <= 1.5 s | ${verdict(figures.p50 <= budget.p50 && figures.p95 <= budget.p95)} |
| memory (RSS) of the process while a 1 GB video streams in (${seconds(video.seconds)} over loopback) | ${video.rssPeak} MB at most (${video.rssBefore} MB before) | <= 250 MB | ${verdict(video.rssPeak <= budget.rss)} |
| memory (RSS) of the process after the ${figures.photos} photos | ${figures.rssAfterPhotos} MB | <= 250 MB under load | ${verdict(figures.rssAfterPhotos <= budget.rss)} |

The photo's time includes the upload over loopback, the job's wait in its queue (LISTEN/NOTIFY wakes the
worker) and the polling of \`GET /api/files/{id}\` every 20 ms; the job makes the thumbnail first (decoded
straight at 200 px wide, about 50 ms) and then the other versions (med, hd, qhd, original, three crops,
preview; 4k cannot be filled by 3000 px) in webp and jpeg from one full decode. The video is streamed to
disk through a 1 MB-at-a-time pipeline. The memory after the photos is libvips' and glibc's high-water mark,
which a process that also makes pictures keeps (see decision 20 for the server's memory under load).
`;
}

/** Replaces the uploads section of bench/RESULTS.md (or adds it before the notes at the end). */
function recordSection(section: string) {
  const file = "bench/RESULTS.md";
  const text = readFileSync(file, "utf8");
  const existing = /## Uploads[\s\S]*?(?=\n## |\nLatency is measured|$)/.exec(text);
  const updated = existing
    ? text.replace(existing[0], `${section.trimEnd()}\n`)
    : text.replace("\n## Lists at scale", `\n${section}\n## Lists at scale`);
  writeFileSync(file, updated);
}

async function runAlone() {
  const port = Number(process.env.BENCH_PORT ?? 3291);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "bench/.data-uploads",
      DEMO_DATA: "off",
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    for (
      let attempt = 0;
      !(await fetch(`${origin}/api/health`)
        .then((r) => r.ok)
        .catch(() => false));
      attempt++
    ) {
      if (attempt > 600) throw new Error("the server did not become healthy");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const figures = await measureUploads(origin, child.pid ?? 0);
    const os = await import("node:os");
    const load = os.loadavg()[0]?.toFixed(1);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"} shared with other work (load average ${load}), measured ${new Date().toISOString().slice(0, 10)}`;
    const section = uploadsSection(figures, machine);
    recordSection(section);
    process.stdout.write(`${section}\n${JSON.stringify(figures)}\n`);
  } finally {
    child.kill("SIGINT");
    await exited;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone();
