import { describe, expect, it } from "vitest";
import { isoBoxesComplete, sniffMediaType } from "./sniff.ts";

const ftyp = (major: string, ...compatible: string[]) => {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join("")}`, "latin1");
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body]);
};

describe("sniffMediaType", () => {
  it("knows pictures by their signatures", () => {
    expect(sniffMediaType(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"))).toEqual({
      outputType: "image",
      extension: "png",
    });
    expect(sniffMediaType(Buffer.from("ffd8ffe000104a464946", "hex"))).toEqual({
      outputType: "image",
      extension: "jpeg",
    });
  });

  it("tells HEIC, HEIF, mp4, mov and 3gp apart by the brands of their ftyp box", () => {
    expect(sniffMediaType(ftyp("heic", "mif1", "heic"))?.extension).toBe("heic");
    // iPhones may lead with mif1 and name heic among the compatible brands.
    expect(sniffMediaType(ftyp("mif1", "mif1", "heic"))?.extension).toBe("heic");
    expect(sniffMediaType(ftyp("mif1", "mif1"))?.extension).toBe("heif");
    expect(sniffMediaType(ftyp("isom", "isom", "iso2", "avc1", "mp41"))).toEqual({
      outputType: "video",
      extension: "mp4",
    });
    expect(sniffMediaType(ftyp("qt  ", "qt  "))?.extension).toBe("mov");
    expect(sniffMediaType(ftyp("3gp4", "isom"))?.extension).toBe("3gp");
  });

  it("knows WebM, Matroska and AVI videos", () => {
    const ebml = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d", "hex");
    expect(sniffMediaType(ebml)).toEqual({ outputType: "video", extension: "webm" });
    expect(sniffMediaType(Buffer.concat([ebml.subarray(0, 24), Buffer.from("matroska")]))?.extension).toBe(
      "mkv",
    );
    expect(sniffMediaType(Buffer.from("RIFF\0\0\0\0AVI LIST", "latin1"))?.extension).toBe("avi");
  });

  it("refuses what the spec does not accept, whatever it is named", () => {
    for (const head of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("<!doctype html><html>"),
      Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"),
      ftyp("avif", "mif1", "avif"),
      Buffer.from("GIF89a"),
      Buffer.from("MZ\x90\0", "latin1"),
      Buffer.alloc(0),
    ]) {
      expect(sniffMediaType(head)).toBeNull();
    }
  });
});

describe("isoBoxesComplete", () => {
  const boxes = Buffer.concat([
    ftyp("isom", "isom"),
    Buffer.from([0, 0, 0, 16]),
    Buffer.from("mdat01234567"),
  ]);
  const readerOf = (file: Buffer) => async (offset: number, length: number) =>
    file.subarray(offset, offset + length);

  it("passes a file whose boxes add up to its length", async () => {
    expect(await isoBoxesComplete(boxes.length, readerOf(boxes))).toBe(true);
  });

  it("finds a file cut inside its last box, or with bytes too few for a box header", async () => {
    const cut = boxes.subarray(0, boxes.length - 3);
    expect(await isoBoxesComplete(cut.length, readerOf(cut))).toBe(false);
    const trailing = Buffer.concat([boxes, Buffer.from([0, 0])]);
    expect(await isoBoxesComplete(trailing.length, readerOf(trailing))).toBe(false);
  });

  it("reads 64-bit box sizes and boxes that run to the end of the file", async () => {
    const large = Buffer.concat([
      ftyp("isom"),
      Buffer.from([0, 0, 0, 1]),
      Buffer.from("mdat"),
      Buffer.from("0000000000000014", "hex"),
      Buffer.from("data"),
    ]);
    expect(await isoBoxesComplete(large.length, readerOf(large))).toBe(true);
    const toEnd = Buffer.concat([
      ftyp("isom"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mdat whatever follows"),
    ]);
    expect(await isoBoxesComplete(toEnd.length, readerOf(toEnd))).toBe(true);
  });
});
