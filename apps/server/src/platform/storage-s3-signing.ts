import { createHash, createHmac } from "node:crypto";

/*
 * AWS Signature Version 4 for requests with headers (not presigned addresses): what S3 and S3-compatible
 * stores (MinIO, Cloudflare R2, Hetzner, DigitalOcean Spaces) check on every call. About 60 lines instead of
 * @aws-sdk/client-s3 (several MB of modules for the five calls the media storage makes).
 * Reference: https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */

export type SigningKeys = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type RequestToSign = {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (which are added); names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD` for a streamed body (S3 over https allows it). */
  payloadHash: string;
};

export const emptyPayloadHash = createHash("sha256").update("").digest("hex");
export const unsignedPayload = "UNSIGNED-PAYLOAD";

/** The headers to send: the given ones plus host, x-amz-date and authorization. */
export function signRequest(request: RequestToSign, keys: SigningKeys, at: Date): Record<string, string> {
  const amzDate = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers = lowerCased({ ...request.headers, host: request.url.host, "x-amz-date": amzDate });
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers[name]?.trim().replace(/\s+/g, " ")}`),
    "",
    names.join(";"),
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${keys.region}/${keys.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = [day, keys.region, keys.service, "aws4_request"].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${keys.secretAccessKey}`,
  );
  const signature = hmac(signingKey, stringToSign).toString("hex");
  const authorization =
    `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, ` +
    `SignedHeaders=${names.join(";")}, Signature=${signature}`;
  const { host: _host, ...sent } = headers;
  return { ...sent, authorization };
}

/** S3 signs the path as sent: each segment URI-encoded once (RFC 3986 unreserved characters stay). */
function canonicalPath(url: URL): string {
  return url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** RFC 3986 encoding: encodeURIComponent leaves !'()* alone, which SigV4 wants encoded. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
