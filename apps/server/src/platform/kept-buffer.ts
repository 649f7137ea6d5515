/**
 * A buffer to keep for a while (a cached answer, a kept page, their compressed forms) with memory of its own.
 * Node hands out buffers up to 32 KB as slices of a shared 64 KB pool (Buffer.from of a string, zlib's output
 * chunks, Buffer.concat): a kept slice holds its whole pool chunk, which nothing else can use again. Measured:
 * 138 used-filter answers of 2.5 KB held 8.6 MB.
 */
export function keptBuffer(content: string | Uint8Array): Buffer {
  if (typeof content === "string") {
    const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(content));
    buffer.write(content);
    return buffer;
  }
  if (content.byteOffset === 0 && content.byteLength === content.buffer.byteLength)
    return Buffer.from(content.buffer, 0, content.byteLength);
  const buffer = Buffer.allocUnsafeSlow(content.byteLength);
  buffer.set(content);
  return buffer;
}
