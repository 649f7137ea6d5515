import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp.ts";
import { loadConfig } from "../config.ts";
import { createMailer } from "./mailer.ts";

const latvianAndRussian = {
  to: "jānis.bērziņš@example.lv",
  subject: "Tirgus: Apstipriniet e-pasta adresi — Подтвердите адрес",
  text: "Sveiki, Jāni! Ģērbies, čūska, ķirbis, ļoti, ņem, šķūnis, žāvēts.\nПривет, Ёжик! Съешь ещё этих мягких французских булок.",
  html: "<p>Ģērbies, čūska — <b>Съешь ещё этих булок</b></p>",
};

describe("createMailer over SMTP", () => {
  let smtp: TestSmtpServer;
  afterEach(() => smtp.close());

  it("authenticates and delivers both parts with UTF-8 Latvian and Russian text intact", async () => {
    smtp = await startSmtpServer();
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: "Tirgus <noreply@tirgus.lv>" });

    await createMailer(config).send(latvianAndRussian);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.user).toBe("tirgus");
    expect(mail?.envelope).toEqual({ from: "noreply@tirgus.lv", to: [latvianAndRussian.to] });
    expect(mail?.headers.get("from")).toBe("Tirgus <noreply@tirgus.lv>");
    expect(mail?.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail?.subject).toBe(latvianAndRussian.subject);
    expect(mail?.text).toBe(latvianAndRussian.text);
    expect(mail?.html).toBe(latvianAndRussian.html);
  });

  it("speaks implicit TLS for smtps:// addresses", async () => {
    smtp = await startSmtpServer({ secure: true });

    await createMailer(loadConfig({ SMTP_URL: smtp.url })).send(latvianAndRussian);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.text).toBe(latvianAndRussian.text);
  });

  it("rejects when the server refuses the credentials", async () => {
    smtp = await startSmtpServer();
    const wrongPassword = smtp.url.replace("smtp-test-password", "wrong");

    await expect(
      createMailer(loadConfig({ SMTP_URL: wrongPassword })).send(latvianAndRussian),
    ).rejects.toThrow(/Invalid username or password/);
    expect(smtp.received).toEqual([]);
  });

  it("sends from noreply at PUBLIC_URL's host unless MAIL_FROM says otherwise", async () => {
    smtp = await startSmtpServer();

    await createMailer(loadConfig({ SMTP_URL: smtp.url, PUBLIC_URL: "https://tirgus.lv" })).send(
      latvianAndRussian,
    );

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.headers.get("from")).toBe("Tirgus <noreply@tirgus.lv>");
  });
});

describe("createMailer without SMTP_URL", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-mailer-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("writes each message as one JSON file in DATA_DIR/outbox, with no temporary file left", async () => {
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }));

    await mailer.send(latvianAndRussian);
    await mailer.send({ ...latvianAndRussian, to: "other@example.lv" });

    const names = await readdir(path.join(dataDir, "outbox"));
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith(".json"))).toBe(true);
    const stored = JSON.parse(await readFile(path.join(dataDir, "outbox", names[0] ?? ""), "utf8"));
    expect(stored).toMatchObject({ channel: "email", ...latvianAndRussian });
    expect(Date.parse(stored.date)).not.toBeNaN();
  });
});

describe("mail settings", () => {
  it("defaults the sender to noreply@localhost", () => {
    expect(loadConfig({}).mailFrom).toBe("Tirgus <noreply@localhost>");
  });

  it("refuses an SMTP_URL that is not an SMTP address, naming what it expects", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.lv" })).toThrow(/SMTP_URL=.*smtp:\/\/user/);
  });
});
