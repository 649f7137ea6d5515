import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createOutbox, outboxDirectory } from "./outbox.ts";
import { createSmsSender, SmsDeliveryError } from "./sms.ts";

const accountSid = `AC${"0123456789abcdef".repeat(2)}`;
const authToken = "f00dfeedf00dfeedf00dfeedf00dfeed";
const serviceSid = `MG${"fedcba9876543210".repeat(2)}`;

type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** Stands in for api.twilio.com: records each request and answers as Twilio does. */
async function startTwilioStandIn(answer: { status: number; body: object }) {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      response
        .writeHead(answer.status, { "content-type": "application/json" })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function twilioConfig(url: string, from = "Tirgus") {
  return loadConfig({
    SMS_PROVIDER: "twilio",
    SMS_URL: url,
    SMS_ACCOUNT_SID: accountSid,
    SMS_AUTH_TOKEN: authToken,
    SMS_FROM: from,
  });
}

const accepted = {
  status: 201,
  body: { sid: `SM${"1".repeat(32)}`, status: "queued", to: "+37120000000", body: "123456" },
};

describe("the Twilio SMS sender", () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  afterEach(() => twilio.close());

  it("POSTs the form to the account's Messages resource with basic authentication", async () => {
    twilio = await startTwilioStandIn(accepted);

    await createSmsSender(twilioConfig(twilio.url)).send("+37120000000", "123456 ir jūsu Tirgus kods.");

    const [request] = twilio.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
    );
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: "+37120000000",
      From: "Tirgus",
      Body: "123456 ir jūsu Tirgus kods.",
    });
  });

  it("names a messaging service instead of a sender when SMS_FROM is one", async () => {
    twilio = await startTwilioStandIn(accepted);

    await createSmsSender(twilioConfig(twilio.url, serviceSid)).send("+37120000000", "123456");

    const form = new URLSearchParams(twilio.requests[0]?.body);
    expect(form.get("MessagingServiceSid")).toBe(serviceSid);
    expect(form.has("From")).toBe(false);
  });

  it("rejects with Twilio's error code and message when it refuses the message", async () => {
    twilio = await startTwilioStandIn({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +37100000000 is not a valid phone number.",
        more_info: "https://www.twilio.com/docs/errors/21211",
        status: 400,
      },
    });

    const sending = createSmsSender(twilioConfig(twilio.url)).send("+37100000000", "123456");

    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({
      status: 400,
      code: "21211",
      message: "Twilio answered 400 (error 21211): The 'To' number +37100000000 is not a valid phone number.",
    });
  });

  it("refuses a number that is not in E.164 form before calling the gateway", async () => {
    twilio = await startTwilioStandIn(accepted);

    await expect(createSmsSender(twilioConfig(twilio.url)).send("20000000", "123456")).rejects.toThrow(
      RangeError,
    );
    expect(twilio.requests).toEqual([]);
  });
});

describe("the outbox SMS sender", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-sms-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("is the default and keeps the message in the shared outbox", async () => {
    await createSmsSender(loadConfig({ DATA_DIR: dataDir })).send("+37120000000", "123456 — код");

    const [message] = await createOutbox(outboxDirectory(dataDir)).list();
    expect(message).toMatchObject({ channel: "sms", to: "+37120000000", text: "123456 — код" });
  });
});

describe("SMS settings", () => {
  it("require the account, token and sender for Twilio, naming each missing one", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "twilio", SMS_ACCOUNT_SID: accountSid })).toThrow(
      /SMS_AUTH_TOKEN="".*\n.*SMS_FROM=""/,
    );
  });

  it("refuse a sender that is neither a number, a short name nor a messaging service", () => {
    expect(() => loadConfig({ SMS_FROM: "Tirgus Latvija SIA" })).toThrow(/SMS_FROM=/);
    expect(() => loadConfig({ SMS_FROM: "12345" })).toThrow(/SMS_FROM=/);
  });
});
