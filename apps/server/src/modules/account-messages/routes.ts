import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { createOutbox, type OutboxMessage, outboxDirectory } from "../../platform/outbox.ts";
import { escapeHtml } from "./mail-layout.ts";

/**
 * The outbox holds recovery links and sign-in codes for every address, so whoever can read it can take over
 * any account. It is served when the installation is not in production, or when nothing at all is
 * delivered for real (no SMTP server and no SMS gateway): then the outbox is the only way mail and codes
 * reach anyone, as on a fresh `npm start` or in the end-to-end tests. A production site with either real
 * channel configured never serves it.
 */
export function devOutboxAvailable(config: Pick<Config, "env" | "smtpUrl" | "sms">): boolean {
  const deliversNothing = config.smtpUrl === undefined && config.sms.provider === "outbox";
  return config.env !== "production" || deliversNothing;
}

const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  date: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
});

const apiQuery = z.strictObject({
  to: z.string().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const messageParams = z.object({ id: z.string().max(40) });
const messageQuery = z.strictObject({ format: z.enum(["html", "text"]).default("html") });

// Outbox pages show mail HTML as it is: no scripts, no outside requests, and a sandbox that gives the
// page no origin of its own. Inline styles are what e-mails use. Links may open in a new tab.
const mailPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; frame-ancestors 'none'; " +
  "base-uri 'none'; sandbox allow-popups allow-popups-to-escape-sandbox";

/** The outbox (platform/outbox.ts) for people at /dev/outbox and for end-to-end tests at /api/dev/outbox. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  if (!devOutboxAvailable(config)) return;
  if (config.env === "production") {
    app.log.warn(
      "No SMTP server and no SMS gateway are configured: mail and codes are readable at /dev/outbox",
    );
  }
  const outbox = createOutbox(outboxDirectory(config.dataDir));

  app.get(
    "/api/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "The latest messages of the outbox, newest first (for end-to-end tests)",
        querystring: apiQuery,
        response: { 200: contentSchema(listSchema(outboxMessageSchema)) },
      },
    },
    async (request, reply) => {
      const messages = await outbox.list(request.query);
      reply.header("cache-control", "no-store");
      return { content: { count: messages.length, data: messages.map(toApiMessage) } };
    },
  );

  app.get(
    "/dev/outbox",
    { schema: { hide: true, querystring: z.strictObject({}) } },
    async (_request, reply) => sendPage(reply, outboxPage(await outbox.list())),
  );

  app.get(
    "/dev/outbox/:id",
    { schema: { hide: true, params: messageParams, querystring: messageQuery } },
    async (request, reply) => {
      const message = await outbox.get(request.params.id);
      if (!message) throw new ApiError(404, HttpMessage.notFound);
      if (message.channel === "email" && request.query.format === "html")
        return sendPage(reply, message.html);
      reply.header("cache-control", "no-store").type("text/plain; charset=utf-8");
      return message.text;
    },
  );
};

function toApiMessage(message: OutboxMessage) {
  const isEmail = message.channel === "email";
  return {
    id: message.id,
    channel: message.channel,
    to: message.to,
    date: message.date,
    subject: isEmail ? message.subject : null,
    text: message.text,
    html: isEmail ? message.html : null,
  };
}

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .header("content-security-policy", mailPagePolicy)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(html);
}

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages.map(outboxRow).join("\n");
  const empty = `<tr><td colspan="4" style="padding:24px;color:#6b7280">The outbox is empty.</td></tr>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Tirgus</title>
</head>
<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb">
<h1 style="margin:0 0 4px;font-size:22px">Outbox</h1>
<p style="margin:0 0 16px;color:#6b7280">E-mails and text messages this installation did not send, newest first.</p>
<table style="width:100%;border-collapse:collapse;background:#fff">
<thead><tr style="text-align:left;border-bottom:2px solid #e5e7eb"><th style="padding:8px">Time</th><th style="padding:8px">Kind</th><th style="padding:8px">To</th><th style="padding:8px">Subject or text</th></tr></thead>
<tbody>
${rows || empty}
</tbody>
</table>
</body>
</html>
`;
}

function outboxRow(message: OutboxMessage): string {
  const link = `/dev/outbox/${message.id}`;
  const summary =
    message.channel === "email"
      ? `<a href="${link}">${escapeHtml(message.subject)}</a> · <a href="${link}?format=text">text</a>`
      : `<a href="${link}">${escapeHtml(message.text)}</a>`;
  const cell = `style="padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top"`;
  return `<tr><td ${cell}><time datetime="${message.date}">${message.date.replace("T", " ").slice(0, 19)}</time></td><td ${cell}>${message.channel === "email" ? "e-mail" : "SMS"}</td><td ${cell}>${escapeHtml(message.to)}</td><td ${cell}>${summary}</td></tr>`;
}
