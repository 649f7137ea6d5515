import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "./platform/storage-s3.ts";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** `noreply@tirgus.lv` or `Tirgus <noreply@tirgus.lv>`. */
const mailFromPattern = /^([^<>@]+<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;
/** A number in E.164, an alphanumeric sender name (up to 11 characters) or a Twilio messaging service id. */
const smsFromPattern = /^(\+[1-9][0-9]{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}|MG[0-9a-fA-F]{32})$/;

/*
 * Map tiles (spec 1 section 9: a Latvian tile service with a fallback to a public tile server). The Latvian
 * services (Jāņa sēta's kartes.lv, LVM GEO) need a client key or speak WMS only, so the default is
 * OpenStreetMap's standard layer; set MAP_TILE_URL to the keyed Latvian service and the fallback stays public.
 */
const osmTileUrl = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const tileUrlExpectation = "an https tile URL template with {z}, {x} and {y} ({s} allowed in the host)";
function isTileUrl(value: string): boolean {
  if (!["{z}", "{x}", "{y}"].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value.replaceAll("{s}", "a"));
    return url.protocol === "https:" || (url.protocol === "http:" && localHosts.has(url.hostname));
  } catch {
    return false;
  }
}
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Every setting of the server, read from the environment once at boot (DESIGN.md section 4). */
const configSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  CDN_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  CODES_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.stringbool().default(false),
  DEMO_DATA: z.enum(["on", "off"]).default("on"),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().regex(mailFromPattern).optional(),
  SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
  SMS_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/)
    .optional(),
  SMS_AUTH_TOKEN: z.string().min(16).optional(),
  SMS_FROM: z.string().regex(smsFromPattern).optional(),
  MAP_TILE_URL: z.string().refine(isTileUrl, tileUrlExpectation).default(osmTileUrl),
  MAP_TILE_FALLBACK_URL: z.string().refine(isTileUrl, tileUrlExpectation).default(osmTileUrl),
  AI_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  VEHICLE_REGISTER_URL: z.url({ protocol: /^https?$/ }).optional(),
  VEHICLE_REGISTER_KEY: z.string().min(1).optional(),
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: z.stringbool().default(true),
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  /** The address people use to reach the site; canonical URLs and links in e-mails are built from it. */
  publicUrl: string;
  /** The start of media addresses (`{cdnUrl}/storage/...`): a CDN in front of the media, or this server. */
  cdnUrl: string;
  /** An external PostgreSQL; when absent, the embedded one under dataDir is started. */
  databaseUrl: string | undefined;
  dataDir: string;
  role: "all" | "web" | "worker";
  /** HTTP processes on this machine (node:cluster, sharing the port); more than 1 uses more cores. */
  webConcurrency: number;
  logLevel: (typeof logLevels)[number];
  dbPoolSize: number;
  /** Requests per minute and client address; 0 switches the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /** Codes and links (sign-up, recovery, phone codes) one client address may have sent per hour. */
  codesPerClientPerHour: number;
  trustProxy: boolean;
  /** Seed the demo accounts and demo lots on the first start (DESIGN.md section 5). */
  demoData: boolean;
  /** Signs access tokens; when absent, one is generated and kept in DATA_DIR (modules/auth/secret.ts). */
  jwtSecret: string | undefined;
  /** SMTP server for e-mail; when absent, e-mails are written to the outbox under dataDir (mailer.ts). */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  sms: SmsSettings;
  /** Social and eID sign-in providers that have a client id (OIDC_<NAME>_*); the others are not offered. */
  socialProviders: SocialProviderSettings[];
  /** Leaflet tile URL templates of the map page; a tile that fails switches the layer to the fallback once. */
  mapTiles: { url: string; fallbackUrl: string };
  /** The wizard's AI description: a model behind an OpenAI-compatible API, or the offline writer when absent. */
  descriptionModel: { url: string; key: string | undefined; model: string } | null;
  /** The national vehicle register for plate lookups, or the offline one when absent. */
  vehicleRegister: { url: string; key: string | undefined } | null;
  /** The bucket of MEDIA_STORAGE=s3; null keeps media on the local disk under dataDir/media. */
  s3: S3Settings | null;
  /** The ffmpeg program that transcodes videos; without one, videos stay unconverted (a clear log line). */
  ffmpegPath: string;
  version: string;
};

/** Where text messages go: the outbox under dataDir (offline), or Twilio's Messages API (sms.ts). */
export type SmsSettings =
  | { provider: "outbox" }
  | { provider: "twilio"; url: string; accountSid: string; authToken: string; from: string };

export const socialProviderKeys = ["google", "facebook", "draugiem", "inbox", "eparakts"] as const;
export type SocialProviderKey = (typeof socialProviderKeys)[number];

/**
 * One sign-in provider: OpenID Connect by discovery (`issuer`), or plain OAuth 2 by its endpoints
 * (Facebook and draugiem have no discovery document). Addresses are https, or http on this machine (tests).
 */
export type SocialProviderSettings = {
  key: SocialProviderKey;
  clientId: string;
  clientSecret: string;
  scope: string | undefined;
} & (
  | { kind: "oidc"; issuer: string }
  | { kind: "oauth2"; authorizationUrl: string; tokenUrl: string; userInfoUrl: string }
);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; a bad value stops start-up with a message naming the variable and what it expects. */
export function loadConfig(env: Record<string, string | undefined>, version = "0.0.0"): Config {
  const parsed = configSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${describeExpectation(name, issue.message)}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    cdnUrl: values.CDN_URL?.replace(/\/+$/, "") ?? publicUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    role: values.ROLE,
    webConcurrency: values.WEB_CONCURRENCY,
    logLevel: values.LOG_LEVEL,
    dbPoolSize: values.DB_POOL_SIZE,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    codesPerClientPerHour: values.CODES_PER_CLIENT_PER_HOUR,
    trustProxy: values.TRUST_PROXY,
    demoData: values.DEMO_DATA === "on",
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? defaultMailFrom(values.PUBLIC_URL),
    sms: smsSettings(values),
    socialProviders: socialProviderKeys.flatMap((key) => socialProviderSettings(key, env)),
    mapTiles: { url: values.MAP_TILE_URL, fallbackUrl: values.MAP_TILE_FALLBACK_URL },
    descriptionModel: values.AI_API_URL
      ? { url: values.AI_API_URL, key: values.AI_API_KEY, model: values.AI_MODEL }
      : null,
    vehicleRegister: values.VEHICLE_REGISTER_URL
      ? { url: values.VEHICLE_REGISTER_URL, key: values.VEHICLE_REGISTER_KEY }
      : null,
    s3: s3Settings(values),
    ffmpegPath: values.FFMPEG_PATH,
    version,
  };
}

// An exported-but-empty variable (`PORT= npm start`) means "not set", as shells and .env files intend.
function withoutEmptyValues(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

function defaultMailFrom(publicUrl: string | undefined) {
  return `Tirgus <noreply@${publicUrl ? new URL(publicUrl).hostname : "localhost"}>`;
}

function smsSettings(values: z.infer<typeof configSchema>): SmsSettings {
  if (values.SMS_PROVIDER === "outbox") return { provider: "outbox" };
  const { SMS_URL: url, SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = values;
  if (accountSid && authToken && from) return { provider: "twilio", url, accountSid, authToken, from };
  const missing = Object.entries({ SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from })
    .filter(([, value]) => !value)
    .map(([name]) => `  ${name}="": expected ${expectations[name]} (SMS_PROVIDER=twilio needs it)`);
  throw new ConfigError(`Invalid configuration:\n${missing.join("\n")}`);
}

function s3Settings(values: z.infer<typeof configSchema>): S3Settings | null {
  if (values.MEDIA_STORAGE === "local") return null;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = values;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    const { S3_REGION: region, S3_PATH_STYLE: pathStyle } = values;
    return { kind: "s3", endpoint, region, bucket, accessKeyId, secretAccessKey, pathStyle };
  }
  const missing = Object.entries({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId })
    .concat([["S3_SECRET_ACCESS_KEY", secretAccessKey]])
    .filter(([, value]) => !value)
    .map(([name]) => `  ${name}="": expected ${expectations[name ?? ""]} (MEDIA_STORAGE=s3 needs it)`);
  throw new ConfigError(`Invalid configuration:\n${missing.join("\n")}`);
}

const providerUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine(
    (value) =>
      value.startsWith("https:") || ["localhost", "127.0.0.1", "[::1]"].includes(new URL(value).hostname),
    "an https address (http only on localhost)",
  );
const socialProviderSchema = z.object({
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1),
  SCOPE: z.string().min(1).optional(),
  ISSUER: providerUrlSchema.optional(),
  AUTHORIZATION_URL: providerUrlSchema.optional(),
  TOKEN_URL: providerUrlSchema.optional(),
  USERINFO_URL: providerUrlSchema.optional(),
});

/** OIDC_<KEY>_CLIENT_ID switches a provider on; then it needs a secret and an issuer or its three endpoints. */
function socialProviderSettings(
  key: SocialProviderKey,
  env: Record<string, string | undefined>,
): SocialProviderSettings[] {
  const prefix = `OIDC_${key.toUpperCase()}_`;
  const own = Object.entries(withoutEmptyValues(env))
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => [name.slice(prefix.length), value]);
  if (own.length === 0) return [];
  const parsed = socialProviderSchema.safeParse(Object.fromEntries(own));
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${prefix}${String(issue.path[0])}`).join(", ");
    throw new ConfigError(`Invalid configuration:\n  ${names}: ${socialProviderExpectation}`);
  }
  const { CLIENT_ID: clientId, CLIENT_SECRET: clientSecret, SCOPE: scope, ...endpoints } = parsed.data;
  const base = { key, clientId, clientSecret, scope };
  if (endpoints.ISSUER) return [{ ...base, kind: "oidc", issuer: endpoints.ISSUER }];
  const { AUTHORIZATION_URL: authorizationUrl, TOKEN_URL: tokenUrl, USERINFO_URL: userInfoUrl } = endpoints;
  if (authorizationUrl && tokenUrl && userInfoUrl)
    return [{ ...base, kind: "oauth2", authorizationUrl, tokenUrl, userInfoUrl }];
  throw new ConfigError(`Invalid configuration:\n  ${prefix}ISSUER="": ${socialProviderExpectation}`);
}

const socialProviderExpectation =
  "expected CLIENT_ID, CLIENT_SECRET, and an ISSUER or AUTHORIZATION_URL, TOKEN_URL and USERINFO_URL (https; http only on localhost)";

const expectations: Record<string, string> = {
  NODE_ENV: "one of production, development, test",
  PORT: "a whole number from 0 to 65535",
  PUBLIC_URL: "an http(s) address such as https://tirgus.lv",
  CDN_URL: "an http(s) address such as https://cdn.tirgus.lv",
  DATABASE_URL: "a PostgreSQL address such as postgres://user:password@host:5432/database",
  ROLE: "one of all, web, worker",
  WEB_CONCURRENCY: "a whole number of HTTP processes from 1 to 64",
  LOG_LEVEL: `one of ${logLevels.join(", ")}`,
  DB_POOL_SIZE: "a whole number from 1 to 500",
  RATE_LIMIT_PER_MINUTE: "a whole number, 0 to switch the limit off",
  CODES_PER_CLIENT_PER_HOUR: "a whole number from 1",
  TRUST_PROXY: "true or false",
  DEMO_DATA: "on or off",
  JWT_SECRET: "at least 32 characters (or unset, to generate one in DATA_DIR)",
  SMTP_URL: "an SMTP address such as smtp://user:password@mail.example.lv:587 or smtps://...:465",
  MAIL_FROM: "an address such as noreply@tirgus.lv or Tirgus <noreply@tirgus.lv>",
  SMS_PROVIDER: "one of outbox, twilio",
  SMS_URL: "the http(s) base address of the SMS API, such as https://api.twilio.com",
  SMS_ACCOUNT_SID: "a Twilio account SID: AC followed by 32 hexadecimal digits",
  SMS_AUTH_TOKEN: "the Twilio auth token of the account",
  MEDIA_STORAGE: "one of local, s3",
  S3_ENDPOINT: "the http(s) address of the S3 API, such as https://s3.eu-north-1.amazonaws.com",
  S3_BUCKET: "a bucket name: 3-63 lowercase letters, digits, dots and hyphens",
  S3_ACCESS_KEY_ID: "the access key id of the bucket's user",
  S3_SECRET_ACCESS_KEY: "the secret access key of the bucket's user",
  S3_PATH_STYLE: "true (bucket in the path, as MinIO wants) or false (bucket in the host name)",
  SMS_FROM:
    "a sender number such as +37120000000, a sender name of up to 11 letters or digits, or a Twilio messaging service SID (MG...)",
};

function describeExpectation(name: string, zodMessage: string) {
  return `expected ${expectations[name] ?? zodMessage}`;
}
