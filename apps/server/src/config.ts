import path from "node:path";
import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Every setting of the server, read from the environment once at boot (DESIGN.md section 4). */
const configSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  TRUST_PROXY: z.stringbool().default(false),
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  /** The address people use to reach the site; canonical URLs and links in e-mails are built from it. */
  publicUrl: string;
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
  trustProxy: boolean;
  version: string;
};

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
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    role: values.ROLE,
    webConcurrency: values.WEB_CONCURRENCY,
    logLevel: values.LOG_LEVEL,
    dbPoolSize: values.DB_POOL_SIZE,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    version,
  };
}

// An exported-but-empty variable (`PORT= npm start`) means "not set", as shells and .env files intend.
function withoutEmptyValues(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

const expectations: Record<string, string> = {
  NODE_ENV: "one of production, development, test",
  PORT: "a whole number from 0 to 65535",
  PUBLIC_URL: "an http(s) address such as https://tirgus.lv",
  DATABASE_URL: "a PostgreSQL address such as postgres://user:password@host:5432/database",
  ROLE: "one of all, web, worker",
  WEB_CONCURRENCY: "a whole number of HTTP processes from 1 to 64",
  LOG_LEVEL: `one of ${logLevels.join(", ")}`,
  DB_POOL_SIZE: "a whole number from 1 to 500",
  RATE_LIMIT_PER_MINUTE: "a whole number, 0 to switch the limit off",
  TRUST_PROXY: "true or false",
};

function describeExpectation(name: string, zodMessage: string) {
  return `expected ${expectations[name] ?? zodMessage}`;
}
