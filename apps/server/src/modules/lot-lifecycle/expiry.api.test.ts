import { LotStatus } from "@tirgus/domain/lots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { createSmtpMailer } from "../../platform/mailer.ts";
import { resolveJwtSecret } from "../auth/secret.ts";
import { expireDueLots } from "./expiry.ts";

let test: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  test = await buildTestApp();
  smtp = await startSmtpServer();
}, 60_000);
afterAll(async () => {
  await smtp.close();
  await test.close();
});

const day = 86_400_000;

describe("expiry", () => {
  it("expires published lots whose end date passed (by the given clock), records it and e-mails a prolong link", async () => {
    const owner = await passwordAccount(test, "expiring@example.lv");
    // Trusted: prolonging an expired lot runs the publish rules, and a new seller's first lots wait for approval.
    await test.db.pool.query("UPDATE users SET language = 'ru', status = 2 WHERE id = $1", [owner.userId]);
    const lot = (title: string, status: number = LotStatus.published) =>
      insertTestLot(test.db.pool, { categoryKey: "phones", status, ownerId: owner.userId, title });
    const [due, notYet, closed] = [
      await lot("Due phone"),
      await lot("Later phone"),
      await lot("Sold phone", 4),
    ];
    const now = new Date(Date.now() + 10 * day);
    await test.db.pool.query("UPDATE lots SET end_date = $2 WHERE id = ANY ($1)", [
      [due, closed],
      new Date(now.getTime() - 1000),
    ]);
    await test.db.pool.query("UPDATE lots SET end_date = $2 WHERE id = $1", [
      notYet,
      new Date(now.getTime() + day),
    ]);

    const secret = await resolveJwtSecret(testConfig());
    const context = {
      pool: test.db.pool,
      mailer: createSmtpMailer(smtp.url, "Tirgus <noreply@tirgus.lv>"),
      publicUrl: "https://tirgus.example",
      secret,
      now,
      log: { error: () => {} },
    };
    expect(await expireDueLots(context)).toBe(1);
    const { rows } = await test.db.pool.query<{ id: string; status: number }>(
      "SELECT id, status FROM lots WHERE id = ANY ($1) ORDER BY id",
      [[due, notYet, closed]],
    );
    expect(rows.map((row) => row.status)).toEqual([LotStatus.expired, LotStatus.published, LotStatus.closed]);
    const change = await test.db.pool.query(
      "SELECT from_status, to_status, action, actor_id, actor_role, created_at FROM lot_status_changes WHERE lot_id = $1",
      [due],
    );
    expect(change.rows).toEqual([
      {
        from_status: 2,
        to_status: 9,
        action: "expire",
        actor_id: null,
        actor_role: "system",
        created_at: now,
      },
    ]);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelope.to).toEqual(["expiring@example.lv"]);
    expect(mail?.subject).toBe("Tirgus: Срок объявления истёк: Due phone");
    const link = mail?.text?.match(/https:\/\/tirgus\.example\/ru\/renew\?lot=(\d+)&token=(\S+)/);
    expect(link?.[1]).toBe(String(due));

    // The link prolongs the lot signed out.
    const renewed = await test.app.inject({
      method: "POST",
      url: `/api/lots/${due}/prolong`,
      payload: { days: 14, token: decodeURIComponent(link?.[2] ?? "") },
    });
    expect(renewed.json().content.status).toBe(LotStatus.published);
    // A second run finds nothing more to do.
    expect(await expireDueLots(context)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("expires due lots in batches, those sharing an end date across a batch's edge included", async () => {
    const now = new Date(Date.now() + 20 * day);
    // The lot the test above prolonged is due by then too.
    const earlier = await test.db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lots WHERE status = 2 AND end_date <= $1",
      [now],
    );
    // 450 lots, over two batches of 200; every third shares an end date with its neighbours.
    const { rows } = await test.db.pool.query<{ id: string }>(
      `INSERT INTO lots (status, category_id, action_id, texts, filter_value_ids, publish_date, end_date)
       SELECT 2, (SELECT id FROM categories WHERE key = 'phones'), 1,
              jsonb_build_object('lv', jsonb_build_object('title', 'Batch ' || g, 'text', '')), '{}',
              $1::timestamptz - interval '30 days', $1::timestamptz - (g / 3) * interval '1 second'
       FROM generate_series(1, 450) AS g RETURNING id`,
      [now],
    );
    const context = {
      pool: test.db.pool,
      mailer: createSmtpMailer(smtp.url, "Tirgus <noreply@tirgus.lv>"),
      publicUrl: "https://tirgus.example",
      secret: await resolveJwtSecret(testConfig()),
      now,
      log: { error: () => {} },
    };
    expect(await expireDueLots(context)).toBe(450 + (earlier.rows[0]?.n ?? 0));
    const left = await test.db.pool.query("SELECT id FROM lots WHERE id = ANY ($1) AND status <> $2", [
      rows.map((row) => row.id),
      LotStatus.expired,
    ]);
    expect(left.rows).toEqual([]);
  });
});
