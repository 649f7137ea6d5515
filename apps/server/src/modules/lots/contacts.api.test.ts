import type { LotContacts } from "@tirgus/domain/lot-contacts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { loadDemoLots } from "./demo/load-demo-lots.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, {
    count: 80,
    seed: 4,
    now: new Date(),
    chunkSize: 80,
    photos: stubDemoPhotos(),
  });
}, 120_000);
afterAll(() => test.close());

const privateLot = async (status: number) => {
  const { rows } = await test.db.pool.query<{ id: string; owner_id: string }>(
    "SELECT id, owner_id FROM lots WHERE status = $1 ORDER BY company_id IS NULL DESC, id DESC LIMIT 1",
    [status],
  );
  const row = rows[0];
  if (!row) throw new Error(`no private lot in status ${status}`);
  return { lotId: Number(row.id), ownerId: Number(row.owner_id) };
};
const contacts = (lotId: number) => test.app.inject({ method: "GET", url: `/api/lots/${lotId}/contacts` });
const setting = (userId: number, kind: string, value: boolean) =>
  test.db.pool.query(
    `INSERT INTO user_preferences (user_id, kind, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, kind) DO UPDATE SET value = excluded.value`,
    [userId, kind, JSON.stringify(value)],
  );

describe("GET /api/lots/{id}/contacts", () => {
  it("shows the seller's verified phone, and name and e-mail as their settings say", async () => {
    const { lotId, ownerId } = await privateLot(2);
    await test.db.pool.query(
      `INSERT INTO contacts (user_id, kind, value, verified, pending, preferred)
       VALUES ($1, 'email', 'seller-contacts@example.lv', 1, false, true),
              ($1, 'phone', '+37120000999', 0, true, false)`,
      [ownerId],
    );
    const first = await contacts(lotId);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const shown = first.json().content as LotContacts;
    expect(shown.name).toBeTruthy();
    expect(shown.email).toBeNull();
    // The unverified number stays hidden; the demo seller's verified one shows.
    expect(shown.phones.map((phone) => phone.number)).toEqual([expect.stringMatching(/^\+37129\d{6}$/)]);

    await setting(ownerId, "user_public_name", false);
    await setting(ownerId, "user_public_email", true);
    await setting(ownerId, "contact_display_whatsapp", true);
    await setting(ownerId, "contact_display_telegram", true);
    const changed = (await contacts(lotId)).json().content as LotContacts;
    expect(changed.name).toBeNull();
    expect(changed.email).toBe("seller-contacts@example.lv");
    expect(changed.phones[0]).toMatchObject({ whatsapp: true, telegram: true });
  });

  it("asks for credits on ended lots and refuses blocked, unpublished and unknown ones", async () => {
    const closed = await contacts((await privateLot(4)).lotId);
    expect(closed.statusCode).toBe(402);
    expect(closed.json().errors[0]).toEqual({ message: "PAYMENT_REQUIRED", values: [1] });
    expect((await contacts((await privateLot(6)).lotId)).statusCode).toBe(403);
    expect((await contacts((await privateLot(1)).lotId)).statusCode).toBe(404);
    expect((await contacts(99_999_999)).statusCode).toBe(404);
    expect((await test.app.inject({ method: "GET", url: "/api/lots/x/contacts" })).statusCode).toBe(400);
  });
});
