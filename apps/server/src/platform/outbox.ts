import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** A message that was not sent to anyone but kept for a developer (and end-to-end tests) to read. */
export type OutboxMessage = { id: string; date: string; to: string; text: string } & (
  | { channel: "email"; subject: string; html: string }
  | { channel: "sms" }
);

export type OutboxEntry = DistributiveOmit<OutboxMessage, "id" | "date">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The mail and SMS outbox: one JSON file per message in one folder, shared by every process on the machine.
 * Both the e-mail and the SMS outbox transports write here, so one page shows everything "sent".
 */
export type Outbox = {
  add(entry: OutboxEntry): Promise<OutboxMessage>;
  /** Newest first; `to` keeps the messages to one address or number (e-mail addresses ignore case). */
  list(filter?: { to?: string; limit?: number }): Promise<OutboxMessage[]>;
  get(id: string): Promise<OutboxMessage | null>;
};

/** Ids start with the time in milliseconds, zero-padded, so sorting file names sorts messages by time. */
const idPattern = /^[0-9]{15}-[0-9a-f]{8}$/;
const defaultListLimit = 100;
/** Filtering by address reads the files themselves; this bounds the work in an outbox that is never emptied. */
const maxFilesScanned = 2_000;

export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

export function isOutboxId(id: string): boolean {
  return idPattern.test(id);
}

/*
 * Messages added within one millisecond keep their order through a counter ahead of the random part. The
 * counter belongs to the process, not to one outbox: the mailer and the SMS sender each have their own
 * outbox on the same directory, and a per-instance counter let two of them order same-millisecond
 * messages at random.
 */
let lastMs = 0;
let sameMs = 0;
function nextId(date: Date): string {
  const ms = date.getTime();
  sameMs = ms === lastMs ? sameMs + 1 : 0;
  lastMs = ms;
  const order = (sameMs % 0x10000).toString(16).padStart(4, "0");
  return `${String(ms).padStart(15, "0")}-${order}${randomBytes(2).toString("hex")}`;
}

export function createOutbox(directory: string, now: () => Date = () => new Date()): Outbox {
  const fileOf = (id: string) => path.join(directory, `${id}.json`);

  async function read(id: string): Promise<OutboxMessage | null> {
    try {
      return JSON.parse(await readFile(fileOf(id), "utf8")) as OutboxMessage;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  return {
    async add(entry) {
      const date = now();
      const id = nextId(date);
      const message = { id, date: date.toISOString(), ...entry } as OutboxMessage;
      await mkdir(directory, { recursive: true });
      // Written beside the target and renamed into place: a reader never sees half a message.
      const temporary = path.join(directory, `.${id}.tmp`);
      await writeFile(temporary, JSON.stringify(message, null, 2));
      await rename(temporary, fileOf(id));
      return message;
    },

    async list({ to, limit = defaultListLimit } = {}) {
      const ids = (await messageIds(directory)).slice(0, maxFilesScanned);
      const wanted = to?.toLowerCase();
      const found: OutboxMessage[] = [];
      for (const id of ids) {
        if (found.length >= limit) break;
        const message = await read(id);
        if (message && (wanted === undefined || message.to.toLowerCase() === wanted)) found.push(message);
      }
      return found;
    },

    get: (id) => (isOutboxId(id) ? read(id) : Promise.resolve(null)),
  };
}

/** Newest first. */
async function messageIds(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter(isOutboxId)
    .sort()
    .reverse();
}
