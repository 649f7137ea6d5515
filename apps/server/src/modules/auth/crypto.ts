import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** An unguessable value for links, refresh tokens, cookies and watch identifiers (192 bits). */
export const randomToken = (): string => randomBytes(24).toString("base64url");

/** A six-digit code people type from an SMS or an e-mail. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Stored form of high-entropy secrets (tokens, links): a leaked table gives nothing usable. */
export const sha256 = (value: string): string => createHash("sha256").update(value).digest("base64url");

/** Keyed hash for low-entropy secrets (six-digit codes), so a leaked table cannot be brute-forced offline. */
export const keyedHash = (key: Uint8Array, value: string): string =>
  createHmac("sha256", key).update(value).digest("base64url");

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** argon2id (the library's default algorithm) with OWASP's parameters: 19 MiB, 2 passes. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified in place of a missing account's hash, so unknown and real accounts take the same time.
const decoyHash = hash(randomToken());

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
