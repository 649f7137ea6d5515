import type { Config, SmsSettings } from "../config.ts";
import { createOutbox, type Outbox, outboxDirectory } from "./outbox.ts";

/** Sends one text message; `to` is a number in E.164 form, such as +37120000000. */
export type SmsSender = { send(to: string, text: string): Promise<void> };

/** A gateway refused or failed a message; `code` is the gateway's own error code when it gave one. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const e164Pattern = /^\+[1-9][0-9]{6,14}$/;

export function createSmsSender(config: Pick<Config, "sms" | "dataDir">): SmsSender {
  return config.sms.provider === "twilio"
    ? createTwilioSmsSender(config.sms)
    : createOutboxSmsSender(createOutbox(outboxDirectory(config.dataDir)));
}

export function createOutboxSmsSender(outbox: Outbox): SmsSender {
  return {
    async send(to, text) {
      assertE164(to);
      await outbox.add({ channel: "sms", to, text });
    },
  };
}

type TwilioSettings = Extract<SmsSettings, { provider: "twilio" }>;

/**
 * Twilio's Programmable Messaging REST API: a form POST to the account's Messages resource with basic
 * authentication (account SID and auth token). A 201 answer means Twilio accepted the message for delivery.
 */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const endpoint = new URL(
    `2010-04-01/Accounts/${settings.accountSid}/Messages.json`,
    `${settings.url.replace(/\/+$/, "")}/`,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    async send(to, text) {
      assertE164(to);
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, accept: "application/json" },
        body: new URLSearchParams({ To: to, ...senderField(settings.from), Body: text }),
        // The code is awaited by someone on a sign-in form; a gateway that hangs must not hold them.
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw await twilioError(response);
    },
  };
}

/** A messaging service SID lets Twilio pick the sender per country; otherwise the number or name is sent as is. */
function senderField(from: string): Record<string, string> {
  return /^MG[0-9a-fA-F]{32}$/.test(from) ? { MessagingServiceSid: from } : { From: from };
}

async function twilioError(response: Response): Promise<SmsDeliveryError> {
  const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
  const detail = body?.message ?? response.statusText;
  const code = body?.code === undefined ? undefined : String(body.code);
  return new SmsDeliveryError(
    `Twilio answered ${response.status}${code ? ` (error ${code})` : ""}: ${detail}`,
    response.status,
    code,
  );
}

function assertE164(to: string) {
  if (!e164Pattern.test(to)) throw new RangeError(`Not a phone number in E.164 form: ${to}`);
}
