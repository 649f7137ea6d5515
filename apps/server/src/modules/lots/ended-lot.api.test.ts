import { ReviewMessage } from "@tirgus/domain/reviews";
import { WatchListMessage } from "@tirgus/domain/watch-lists";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { bearer, passwordAccount } from "../../../test/social-accounts.ts";
import { inTransaction } from "../../db/transaction.ts";
import { insertReview } from "../reviews/repository.ts";

/*
 * Spec 1 section 4: a lot whose end date has passed shows Expired. The expiry job turns such published lots
 * into expired ones in batches; until it gets to one, the lot must act ended everywhere, not only read so:
 * no bookmarking, no reviewing, and its contacts are not given for free.
 */

let test: TestApp;
let buyer: Record<string, string>;
let ownerId: number;

beforeAll(async () => {
  test = await buildTestApp();
  ownerId = (await passwordAccount(test, "ended-seller@example.lv")).userId;
  buyer = bearer((await passwordAccount(test, "ended-buyer@example.lv")).accessToken);
}, 60_000);
afterAll(() => test.close());

/** A published lot of the seller's whose end date is `hours` from now (negative: passed). */
async function publishedLot(hours: number): Promise<number> {
  const lotId = await insertTestLot(test.db.pool, { categoryKey: "phones", ownerId });
  await test.db.pool.query("UPDATE lots SET end_date = now() + make_interval(hours => $2) WHERE id = $1", [
    lotId,
    hours,
  ]);
  return lotId;
}

const bookmark = (lotId: number) =>
  test.app.inject({ method: "POST", url: "/api/favorites", headers: buyer, payload: { lot: String(lotId) } });
const reviewViewer = (lotId: number) =>
  test.app.inject({ url: `/api/lots/${lotId}/reviews/viewer`, headers: buyer });
const review = (lotId: number) =>
  test.app.inject({ method: "POST", url: `/api/lots/${lotId}/reviews`, headers: buyer });
const contacts = (lotId: number) => test.app.inject({ url: `/api/lots/${lotId}/contacts` });

describe("a published lot whose end date has passed, before the expiry job gets to it", () => {
  it("cannot be bookmarked", async () => {
    const refused = await bookmark(await publishedLot(-1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ message: WatchListMessage.notPublished, field: "lot" });
    expect((await bookmark(await publishedLot(24))).statusCode).toBe(200);
  });

  it("cannot be reviewed: the button is not offered and a review is refused", async () => {
    const ended = await publishedLot(-1);
    expect((await reviewViewer(ended)).json().content).toEqual({ canReview: false, refusal: "notPublished" });
    const refused = await review(ended);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(ReviewMessage.notPublished);

    const live = await publishedLot(24);
    expect((await reviewViewer(live)).json().content).toEqual({ canReview: true, refusal: null });
    // Past the rule, the review is only refused for not being a form.
    expect((await review(live)).statusCode).toBe(415);
  });

  it("is not reviewed even when its end date passes while the review's photos are on their way", async () => {
    const ended = await publishedLot(-1);
    const buyerId = (await test.app.inject({ url: "/api/me", headers: buyer })).json().content.id as number;
    const saved = await inTransaction(test.db.pool, (client) =>
      insertReview(client, { lotId: ended, authorId: buyerId, rating: 5, text: "Late." }, []),
    );
    expect(saved).toBeNull();
  });

  it("gives its contacts only for credits, as an expired lot does", async () => {
    const paid = await contacts(await publishedLot(-1));
    expect(paid.statusCode).toBe(402);
    expect(paid.json().errors[0]).toEqual({ message: "PAYMENT_REQUIRED", values: [1] });
    expect((await contacts(await publishedLot(24))).statusCode).toBe(200);
  });
});
