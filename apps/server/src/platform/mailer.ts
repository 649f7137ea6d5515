import type { Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import { createOutbox, type Outbox, outboxDirectory } from "./outbox.ts";

/** One e-mail, always with both parts: mail clients that show no HTML (or are told not to) get the text. */
export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox under DATA_DIR, so a fresh checkout signs people up
 * offline and the developer reads the mail at /dev/outbox.
 */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(createOutbox(outboxDirectory(config.dataDir)));
}

/**
 * Options in the URL's query (`?pool=true`, `?tls.rejectUnauthorized=false`, ...) are nodemailer's and
 * override these. Mail is sent while someone waits for the answer, so a dead server fails in seconds rather
 * than after nodemailer's default of minutes. Nodemailer (650 KB of code) is loaded with the first mail, not
 * into every process at start.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const connect = async () =>
    (await import("nodemailer")).createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  return {
    async send(mail) {
      transport ??= connect();
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

export function createOutboxMailer(outbox: Outbox): Mailer {
  return {
    async send(mail) {
      await outbox.add({ channel: "email", ...mail });
    },
  };
}
