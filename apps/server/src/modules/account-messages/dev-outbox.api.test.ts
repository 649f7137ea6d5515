import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/app.ts";
import { createMailer } from "../../platform/mailer.ts";
import { createSmsSender } from "../../platform/sms.ts";
import { renderAccountMail } from "./account-mails.ts";
import { renderAccountSms } from "./account-sms.ts";

describe("the dev outbox", () => {
  let test: TestApp;
  let dataDir: string;
  const link = "https://tirgus.lv/lv/recovery?token=abc";

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-dev-outbox-"));
    test = await buildTestApp({ DATA_DIR: dataDir });
    const config = testConfig({ DATA_DIR: dataDir });
    const recovery = renderAccountMail(
      "password-recovery",
      "lv",
      { link, validForMinutes: 60 },
      config.publicUrl,
    );
    await createMailer(config).send({ to: "anna@example.lv", ...recovery });
    await createMailer(config).send({ to: "peteris@example.lv", ...recovery });
    const code = renderAccountSms("sign-in-code", "ru", { code: "482913" }, config.publicUrl);
    await createSmsSender(config).send("+37120000000", code);
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers the latest messages to one address as JSON, for end-to-end tests", async () => {
    const response = await test.app.inject({ url: "/api/dev/outbox?to=Anna@Example.lv" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { content } = response.json();
    expect(content.count).toBe(1);
    expect(content.data[0]).toMatchObject({
      channel: "email",
      to: "anna@example.lv",
      subject: "Tirgus: Paroles atjaunošana",
    });
    expect(content.data[0].text).toContain(link);
  });

  it("answers text messages with the code and no subject or HTML", async () => {
    const { content } = (await test.app.inject({ url: "/api/dev/outbox?to=%2B37120000000" })).json();

    expect(content.data).toEqual([
      expect.objectContaining({
        channel: "sms",
        subject: null,
        html: null,
        text: expect.stringMatching(/^482913 /),
      }),
    ]);
  });

  it("refuses an unknown parameter", async () => {
    expect((await test.app.inject({ url: "/api/dev/outbox?address=x" })).statusCode).toBe(400);
  });

  it("lists every message newest first on a page that runs no scripts", async () => {
    const response = await test.app.inject({ url: "/dev/outbox" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
    expect(response.headers["content-security-policy"]).not.toMatch(/script-src/);
    const order = ["+37120000000", "peteris@example.lv", "anna@example.lv"].map((to) =>
      response.body.indexOf(to),
    );
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("shows one e-mail's HTML in the sandbox, and its text part on request", async () => {
    const { content } = (await test.app.inject({ url: "/api/dev/outbox?to=anna@example.lv" })).json();
    const id = content.data[0].id;

    const html = await test.app.inject({ url: `/dev/outbox/${id}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe(content.data[0].html);
    expect(html.headers["content-security-policy"]).toMatch(/sandbox/);

    const text = await test.app.inject({ url: `/dev/outbox/${id}?format=text` });
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe(content.data[0].text);
  });

  it("answers 404 for a message that does not exist", async () => {
    expect((await test.app.inject({ url: "/dev/outbox/000000000000000-00000000" })).statusCode).toBe(404);
    expect((await test.app.inject({ url: "/dev/outbox/..%2F..%2Fpackage" })).statusCode).toBe(404);
  });
});

describe("the dev outbox in production", () => {
  const smtpUrl = "smtp://user:password@127.0.0.1:2525";

  it.each([
    ["an SMTP server", { SMTP_URL: smtpUrl }],
    ["an SMS gateway", twilioEnv()],
  ])("is not served when %s delivers for real", async (_name, env) => {
    const test = await buildTestApp({ NODE_ENV: "production", ...env });
    try {
      expect((await test.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
      expect((await test.app.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });

  it("is served when nothing is delivered for real, so an offline installation stays usable", async () => {
    const test = await buildTestApp({
      NODE_ENV: "production",
      DATA_DIR: path.join(tmpdir(), "tirgus-empty"),
    });
    try {
      expect((await test.app.inject({ url: "/api/dev/outbox" })).json()).toEqual({
        content: { count: 0, data: [] },
      });
    } finally {
      await test.close();
    }
  });
});

function twilioEnv() {
  return {
    SMS_PROVIDER: "twilio",
    SMS_ACCOUNT_SID: `AC${"0".repeat(32)}`,
    SMS_AUTH_TOKEN: "0123456789abcdef0123",
    SMS_FROM: "Tirgus",
  };
}
