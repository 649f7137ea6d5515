import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOutbox } from "./outbox.ts";

describe("the outbox", () => {
  let directory: string;
  let clock: number;
  const now = () => new Date(clock++ * 1000);
  beforeEach(async () => {
    directory = path.join(await mkdtemp(path.join(tmpdir(), "tirgus-outbox-")), "outbox");
    clock = 1_800_000_000;
  });
  afterEach(() => rm(path.dirname(directory), { recursive: true, force: true }));

  it("lists nothing before the first message creates the folder", async () => {
    expect(await createOutbox(directory).list()).toEqual([]);
  });

  it("lists messages newest first, also across a millisecond clock's digit change", async () => {
    const outbox = createOutbox(directory, now);
    clock = 999;
    await outbox.add({ channel: "sms", to: "+37120000001", text: "first" });
    await outbox.add({ channel: "sms", to: "+37120000002", text: "second" });

    expect((await outbox.list()).map((message) => message.text)).toEqual(["second", "first"]);
  });

  it("keeps the order of messages added within the same millisecond", async () => {
    const outbox = createOutbox(directory, () => new Date(1_800_000_000_000));
    for (const text of ["1", "2", "3", "4", "5"])
      await outbox.add({ channel: "sms", to: "+37120000001", text });

    expect((await outbox.list()).map((message) => message.text)).toEqual(["5", "4", "3", "2", "1"]);
  });

  it("keeps that order across outboxes on one folder (the mailer and the SMS sender each have one)", async () => {
    const sameMillisecond = () => new Date(1_800_000_000_000);
    for (const text of ["1", "2", "3", "4"])
      await createOutbox(directory, sameMillisecond).add({ channel: "sms", to: "+37120000001", text });

    expect((await createOutbox(directory).list()).map((message) => message.text)).toEqual([
      "4",
      "3",
      "2",
      "1",
    ]);
  });

  it("filters by recipient, ignoring the case of e-mail addresses, and stops at the limit", async () => {
    const outbox = createOutbox(directory, now);
    const mail = { channel: "email", subject: "s", html: "<p>h</p>" } as const;
    await outbox.add({ ...mail, to: "Anna@Example.lv", text: "1" });
    await outbox.add({ ...mail, to: "peteris@example.lv", text: "2" });
    await outbox.add({ ...mail, to: "anna@example.lv", text: "3" });
    await outbox.add({ ...mail, to: "anna@example.lv", text: "4" });

    const latest = await outbox.list({ to: "ANNA@example.lv", limit: 2 });
    expect(latest.map((message) => message.text)).toEqual(["4", "3"]);
    expect((await outbox.list({ to: "anna@example.lv" })).map((message) => message.text)).toEqual([
      "4",
      "3",
      "1",
    ]);
  });

  it("finds a message by id, and nothing for unknown or path-like ids", async () => {
    const outbox = createOutbox(directory, now);
    const added = await outbox.add({ channel: "sms", to: "+37120000000", text: "123456" });

    expect(await outbox.get(added.id)).toEqual(added);
    expect(await outbox.get("001800000000000-00000000")).toBeNull();
    expect(await outbox.get("../outbox/x")).toBeNull();
  });

  it("leaves only complete message files in the folder", async () => {
    const outbox = createOutbox(directory, now);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        outbox.add({ channel: "sms", to: "+37120000000", text: `${index}` }),
      ),
    );

    const names = await readdir(directory);
    expect(names).toHaveLength(20);
    expect(names.filter((name) => !/^[0-9]{15}-[0-9a-f]{8}\.json$/.test(name))).toEqual([]);
    expect(await createOutbox(directory).list()).toHaveLength(20);
  });
});
