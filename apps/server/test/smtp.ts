import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as a local SMTP server received it: the SMTP envelope, the raw message and its decoded parts. */
export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  /** The authenticated user name. */
  user: string;
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string | undefined;
  html: string | undefined;
};

export type TestSmtpServer = {
  /** Ready for `SMTP_URL`, credentials included. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first `count` messages once they have arrived. */
  waitForMessages(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

const credentials = { user: "tirgus", pass: "smtp-test-password" };

/**
 * A real SMTP server (smtp-server) on a free local port that requires AUTH and keeps what it receives.
 * `secure` speaks implicit TLS (smtps) with smtp-server's built-in self-signed certificate; the URL tells
 * nodemailer to accept it. Without it the server offers no STARTTLS, so the plain conversation is used.
 */
export async function startSmtpServer({ secure = false } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure,
    disabledCommands: secure ? [] : ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === credentials.user && auth.password === credentials.pass;
      callback(valid ? null : new Error("Invalid username or password"), { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        const envelope = { from: mailFrom ? mailFrom.address : "", to: rcptTo.map((rcpt) => rcpt.address) };
        received.push({ envelope, user: String(session.user), ...parseMessage(Buffer.concat(chunks)) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const scheme = secure ? "smtps" : "smtp";
  const query = secure ? "?tls.rejectUnauthorized=false" : "";
  return {
    url: `${scheme}://${credentials.user}:${credentials.pass}@127.0.0.1:${port}${query}`,
    received,
    waitForMessages: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type ParsedPart = { headers: Map<string, string>; body: Buffer };

/** Enough of MIME (RFC 2045-2047) to read what nodemailer writes: multipart, base64, quoted-printable. */
export function parseMessage(raw: Buffer) {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const partOfType = (type: string) => {
    const part = leaves.find((leaf) => (leaf.headers.get("content-type") ?? "").startsWith(type));
    return part && decodeBody(part);
  };
  return {
    raw: raw.toString("utf8"),
    headers: message.headers,
    subject: decodeEncodedWords(message.headers.get("subject") ?? ""),
    text: partOfType("text/plain"),
    html: partOfType("text/html"),
  };
}

function splitPart(raw: Buffer): ParsedPart {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const headerText = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of headerText.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? Buffer.alloc(0) : raw.subarray(end + 4) };
}

function leafParts(part: ParsedPart): ParsedPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return [part];
  const sections = part.body.toString("latin1").split(`--${boundary}`).slice(1, -1);
  return sections.flatMap((section) =>
    leafParts(splitPart(Buffer.from(section.replace(/^\r\n/, ""), "latin1"))),
  );
}

function decodeBody(part: ParsedPart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const body = part.body.toString("latin1").replace(/\r\n$/, "");
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body).toString("utf8");
  return Buffer.from(body, "latin1").toString("utf8");
}

function decodeQuotedPrintable(text: string): Buffer {
  const unwrapped = text.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = unwrapped[index] === "=" ? unwrapped.slice(index + 1, index + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(unwrapped.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words; the space between two encoded words is not text. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}
