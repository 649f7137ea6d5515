import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links that let whoever holds them act on one lot for its owner, signed out, until they expire: the
 * prolong link of the expiry e-mail, and the QR code that lets a phone add pictures to a draft. The token is
 * `{expiry in seconds}.{HMAC of purpose, lot, owner and expiry}`; nothing is stored.
 */
export const LotTokenPurpose = {
  /** The expiry e-mail's one-click prolong link: 30 days. */
  renew: { name: "renew", validMs: 30 * 86_400_000 },
  /** The wizard's QR code for uploading from a phone: an hour is enough to pick up the phone and take pictures. */
  qrUpload: { name: "qr-upload", validMs: 3_600_000 },
} as const;
export type LotTokenPurposeName = keyof typeof LotTokenPurpose;

export const renewLinkValidDays = LotTokenPurpose.renew.validMs / 86_400_000;

function signature(
  secret: Uint8Array,
  purpose: string,
  lotId: number,
  ownerId: number,
  expiresAt: number,
): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${lotId}:${ownerId}:${expiresAt}`).digest();
}

export function lotToken(
  secret: Uint8Array,
  purpose: LotTokenPurposeName,
  lotId: number,
  ownerId: number,
  now: Date,
): { token: string; expiresAt: Date } {
  const { name, validMs } = LotTokenPurpose[purpose];
  const expiresAt = Math.floor((now.getTime() + validMs) / 1000);
  const signed = signature(secret, name, lotId, ownerId, expiresAt).toString("base64url");
  return { token: `${expiresAt}.${signed}`, expiresAt: new Date(expiresAt * 1000) };
}

export function isValidLotToken(
  secret: Uint8Array,
  purpose: LotTokenPurposeName,
  token: string,
  lotId: number,
  ownerId: number,
  now: Date,
): boolean {
  const [expires, signed] = token.split(".");
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || !signed || expiresAt * 1000 < now.getTime()) return false;
  const expected = signature(secret, LotTokenPurpose[purpose].name, lotId, ownerId, expiresAt);
  const given = Buffer.from(signed, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
