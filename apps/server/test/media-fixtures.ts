import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

/*
 * Real media files made in the tests themselves (no binaries in the repository): photos with the EXIF a phone
 * writes, HEIC photos as an iPhone stores them, short videos. HEIC needs an HEVC encoder, which sharp's libvips
 * lacks: ffmpeg (libx265) encodes the picture and `heifOf` wraps it in the HEIF boxes of ISO/IEC 23008-12.
 */

const run = promisify(execFile);

/** A photo of a plain scene with a marker in its top-left corner, to see where a rotation puts it. */
export async function photo(
  width: number,
  height: number,
  exif: { orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const marker = await sharp({
    create: {
      width: Math.round(width / 4),
      height: Math.round(height / 4),
      channels: 3,
      background: "#ff0000",
    },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: "#2040c0" } }).composite([
    { input: marker, left: 0, top: 0 },
  ]);
  if (exif.orientation) image = image.withMetadata({ orientation: exif.orientation });
  if (exif.gps)
    image = image.withExif({
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "56/1 57/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "24/1 6/1 0/1",
      },
    });
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** Runs ffmpeg in a temporary folder and answers the file it wrote there. */
export async function ffmpegOutput(args: (output: string) => string[], name: string): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), "tirgus-fixture-"));
  try {
    const output = path.join(folder, name);
    await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args(output)]);
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A short test-pattern video (with a tone) in the container of `name`'s extension. */
export const video = (name = "clip.mp4", size = "640x360", seconds = 1) =>
  ffmpegOutput(
    (output) => [
      ...["-f", "lavfi", "-i", `testsrc=size=${size}:rate=25:duration=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
      ...["-pix_fmt", "yuv420p", "-shortest", output],
    ],
    name,
  );

/** A HEIC photo: one HEVC-coded picture of a test pattern in HEIF boxes, as phones store them. */
export async function heic(width: number, height: number): Promise<Buffer> {
  const stream = await ffmpegOutput(
    (output) => [
      ...["-f", "lavfi", "-i", `testsrc=size=${width}x${height}:rate=1`, "-frames:v", "1"],
      ...["-c:v", "libx265", "-pix_fmt", "yuv420p", "-x265-params", "log-level=error", "-f", "hevc", output],
    ],
    "photo.hevc",
  );
  return heifOf(nalUnits(stream), width, height);
}

type Nal = { type: number; data: Buffer };

/** The NAL units of an HEVC Annex B stream (each after a 00 00 01 start code). */
function nalUnits(stream: Buffer): Nal[] {
  const starts: number[] = [];
  for (let i = 0; i + 3 <= stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1) {
      starts.push(i + 3);
      i += 2;
    }
  }
  return starts.map((start, index) => {
    let end = index + 1 < starts.length ? (starts[index + 1] ?? 0) - 3 : stream.length;
    while (end > start && stream[end - 1] === 0) end--;
    const data = stream.subarray(start, end);
    return { type: ((data[0] ?? 0) >> 1) & 0x3f, data };
  });
}

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, "latin1"), body]);
};
const fullBox = (type: string, version: number, ...content: Buffer[]) =>
  box(type, u32(version << 24), ...content);

const parameterSetTypes = [32, 33, 34]; // VPS, SPS, PPS

function heifOf(nals: Nal[], width: number, height: number): Buffer {
  const sps = unescaped(nals.find((nal) => nal.type === 33)?.data ?? Buffer.alloc(0));
  const arrays = parameterSetTypes.map((type) => {
    const sets = nals.filter((nal) => nal.type === type);
    return Buffer.concat([
      u8(0x80 | type),
      u16(sets.length),
      ...sets.flatMap((set) => [u16(set.data.length), set.data]),
    ]);
  });
  // Profile, tier, compatibility, constraints and level: bytes 3-15 of the SPS (after its header and first byte).
  const hvcC = box(
    "hvcC",
    u8(1),
    sps.subarray(3, 15),
    Buffer.from([0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0x00, 0x00, 0x0f]),
    u8(arrays.length),
    ...arrays,
  );
  const slices = nals.filter((nal) => !parameterSetTypes.includes(nal.type));
  const payload = Buffer.concat(slices.flatMap((nal) => [u32(nal.data.length), nal.data]));
  const ftyp = box("ftyp", Buffer.from("heic", "latin1"), u32(0), Buffer.from("mif1heic", "latin1"));
  const metaOf = (dataOffset: number) =>
    fullBox(
      "meta",
      0,
      fullBox("hdlr", 0, u32(0), Buffer.from("pict", "latin1"), u32(0), u32(0), u32(0), u8(0)),
      fullBox("pitm", 0, u16(1)),
      fullBox(
        "iloc",
        0,
        u8(0x44),
        u8(0),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(dataOffset),
        u32(payload.length),
      ),
      fullBox("iinf", 0, u16(1), fullBox("infe", 2, u16(1), u16(0), Buffer.from("hvc1", "latin1"), u8(0))),
      box(
        "iprp",
        box("ipco", hvcC, fullBox("ispe", 0, u32(width), u32(height))),
        fullBox("ipma", 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)),
      ),
    );
  const dataOffset = ftyp.length + metaOf(0).length + 8;
  return Buffer.concat([ftyp, metaOf(dataOffset), box("mdat", payload)]);
}

/** An SPS without its emulation prevention bytes (00 00 03 -> 00 00), to read its fields. */
function unescaped(nal: Buffer): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < nal.length; i++) {
    if (i >= 2 && nal[i] === 3 && nal[i - 1] === 0 && nal[i - 2] === 0) continue;
    bytes.push(nal[i] ?? 0);
  }
  return Buffer.from(bytes);
}

/**
 * Whether EXIF data (as sharp's metadata gives it: "Exif\0\0" and a TIFF structure) points to a GPS block:
 * tag 0x8825 among the entries of its first directory.
 */
export function hasGpsInfo(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16At = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const directory = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const entries = u16At(directory);
  for (let entry = 0; entry < entries; entry++) if (u16At(directory + 2 + entry * 12) === 0x8825) return true;
  return false;
}
