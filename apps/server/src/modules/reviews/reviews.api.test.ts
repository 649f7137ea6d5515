import { readdir } from "node:fs/promises";
import path from "node:path";
import { MediaMessage, ShownText } from "@tirgus/domain/errors";
import { imageMaxBytes } from "@tirgus/domain/limits";
import { LotStatus } from "@tirgus/domain/lots";
import { mediaUrl } from "@tirgus/domain/media";
import { ReviewMessage, reviewPhotosMax, reviewTextMaxLength } from "@tirgus/domain/reviews";
import type { ReviewList } from "@tirgus/domain/reviews-api";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpMessage } from "../../platform/api-error.ts";
import { type AccountsTestApp, bearer, buildAccountsTestApp } from "../auth/test-accounts.ts";
import { loadDictionary } from "../i18n/dictionaries.ts";

let test: AccountsTestApp;
const users: Record<"seller" | "buyer" | "other" | "late", { headers: Record<string, string>; id: number }> =
  {} as never;

beforeAll(async () => {
  test = await buildAccountsTestApp();
  for (const name of ["seller", "buyer", "other", "late"] as const) {
    const headers = bearer((await test.signedUpUser(`${name}@reviews.lv`)).access_token);
    const me = (await test.app.inject({ url: "/api/me", headers })).json().content as { id: number };
    users[name] = { headers, id: me.id };
  }
}, 60_000);
afterAll(() => test.close());

async function addLot(status: number = LotStatus.published, ownerId = users.seller.id): Promise<number> {
  const { rows } = await test.db.pool.query<{ id: string }>(
    `INSERT INTO lots (category_id, action_id, status, owner_id, publish_date)
     SELECT c.id, 1, $1, $2, now() FROM categories c
     WHERE c.level >= 1 AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
     ORDER BY c.id LIMIT 1
     RETURNING id`,
    [status, ownerId],
  );
  return Number(rows[0]?.id);
}

/** A photo as a phone gives it: a jpeg of a plain scene. */
const photo = (width = 1024, height = 768, colour = { r: 200, g: 90, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

type Photo = { data: Buffer; name?: string; type?: string };

function reviewForm(fields: Record<string, string>, photos: Photo[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { data, name = "photo.jpg", type = "image/jpeg" } of photos) {
    form.append("photos", new Blob([new Uint8Array(data)], { type }), name);
  }
  return form;
}

const post = (lotId: number, headers: Record<string, string>, form: FormData) =>
  test.app.inject({ method: "POST", url: `/api/lots/${lotId}/reviews`, headers, payload: form });

const list = async (lotId: number, query = "") => {
  const response = await test.app.inject({ url: `/api/lots/${lotId}/reviews${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().content as ReviewList;
};

const viewer = (lotId: number, headers: Record<string, string>) =>
  test.app.inject({ url: `/api/lots/${lotId}/reviews/viewer`, headers });

/** Storage ids of every stored review photo on disk (all stored media, in this test's data folder). */
async function storedIds(): Promise<string[]> {
  const root = path.join(test.dataDir, "media");
  const found: string[] = [];
  for (const a of await readdir(root).catch(() => [])) {
    for (const b of await readdir(path.join(root, a))) found.push(...(await readdir(path.join(root, a, b))));
  }
  return found.sort();
}

describe("POST /api/lots/{id}/reviews", () => {
  it("saves a buyer's review with photos, stored in every version under the media address", async () => {
    const lot = await addLot();
    const response = await post(
      lot,
      users.buyer.headers,
      reviewForm({ rating: "4", text: "  Works as described.\r\nQuick handover.  " }, [
        { data: await photo() },
        { data: await photo(768, 1024), name: "upright.png", type: "image/png" },
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().notifications).toEqual([{ message: ReviewMessage.published }]);
    const { data, totalCount, average } = await list(lot);
    expect(totalCount).toBe(1);
    expect(average).toBe(4);
    const [review] = data;
    expect(review?.rating).toBe(4);
    expect(review?.text).toBe("Works as described.\nQuick handover.");
    expect(review?.user.id).toBe(users.buyer.id);
    expect(Date.parse(review?.createDate ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(review?.files.map(({ width, height }) => [width, height])).toEqual([
      [1024, 768],
      [768, 1024],
    ]);
    for (const file of review?.files ?? []) {
      for (const [size, format] of [
        ["thumbnail", "webp"],
        ["med", "jpeg"],
        ["original", "jpeg"],
      ] as const) {
        const url = mediaUrl({ cdn: "", storageId: file.storageId, size, rotation: 0, format });
        const stored = await test.app.inject({ url });
        expect(stored.statusCode, url).toBe(200);
      }
    }
  });

  it("refuses a second review of the same lot with 409 and keeps the first", async () => {
    const lot = await addLot();
    expect(
      (await post(lot, users.buyer.headers, reviewForm({ rating: "5", text: "Great" }))).statusCode,
    ).toBe(201);
    const again = await post(lot, users.buyer.headers, reviewForm({ rating: "1", text: "Changed my mind" }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ message: ShownText.alreadyReviewed }]);
    expect((await list(lot)).data.map((review) => review.rating)).toEqual([5]);
  });

  it("keeps one review when the same buyer sends two at once, and leaves no photos of the refused one", async () => {
    const lot = await addLot();
    const before = await storedIds();
    const answers = await Promise.all(
      [1, 2].map(async () =>
        post(lot, users.buyer.headers, reviewForm({ rating: "3", text: "Twice" }, [{ data: await photo() }])),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await list(lot)).totalCount).toBe(1);
    const added = (await storedIds()).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
  });

  it("refuses the owner", async () => {
    const lot = await addLot();
    const answer = await post(lot, users.seller.headers, reviewForm({ rating: "5", text: "My own" }));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errors).toEqual([{ message: ReviewMessage.ownLot }]);
  });

  it("refuses lots that are not published: ended ones with 403, drafts as not found", async () => {
    for (const status of [LotStatus.closed, LotStatus.expired, LotStatus.deleted]) {
      const answer = await post(
        await addLot(status),
        users.buyer.headers,
        reviewForm({ rating: "5", text: "x" }),
      );
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors).toEqual([{ message: ReviewMessage.notPublished }]);
    }
    const draft = await post(
      await addLot(LotStatus.draft),
      users.buyer.headers,
      reviewForm({ rating: "5", text: "x" }),
    );
    expect(draft.statusCode).toBe(404);
    const blocked = await post(
      await addLot(LotStatus.blocked),
      users.buyer.headers,
      reviewForm({ rating: "5", text: "x" }),
    );
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors).toEqual([{ message: HttpMessage.forbidden }]);
    const unknown = await post(99_999_999, users.buyer.headers, reviewForm({ rating: "5", text: "x" }));
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses signed-out visitors with 401", async () => {
    const answer = await post(await addLot(), {}, reviewForm({ rating: "5", text: "Anonymous" }));
    expect(answer.statusCode).toBe(401);
  });

  it("refuses reviews of a seller who switched reviews off", async () => {
    await test.db.pool.query(
      `INSERT INTO user_preferences (user_id, kind, value) VALUES ($1, 'user_review_lots', 'false'::jsonb)
       ON CONFLICT DO NOTHING`,
      [users.late.id],
    );
    const lot = await addLot(LotStatus.published, users.late.id);
    const answer = await post(lot, users.buyer.headers, reviewForm({ rating: "5", text: "Nice" }));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errors).toEqual([{ message: ReviewMessage.sellerTakesNoReviews }]);
  });

  it("names every wrong field: rating outside 1-5, empty text, text too long", async () => {
    const lot = await addLot();
    for (const rating of ["0", "6", "4.5", "", "five"]) {
      const answer = await post(lot, users.buyer.headers, reviewForm({ rating, text: "Fine" }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([{ message: ReviewMessage.chooseRating, field: "rating" }]);
    }
    const empty = await post(lot, users.buyer.headers, reviewForm({ text: "  \n " }));
    expect(empty.json().errors).toEqual([
      { message: ReviewMessage.chooseRating, field: "rating" },
      { message: ReviewMessage.textRequired, field: "text" },
    ]);
    const long = await post(
      lot,
      users.buyer.headers,
      reviewForm({ rating: "2", text: "ё".repeat(reviewTextMaxLength + 1) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { message: ReviewMessage.textTooLong, field: "text", values: [reviewTextMaxLength] },
    ]);
    const longest = await post(
      lot,
      users.buyer.headers,
      reviewForm({ rating: "2", text: "ё".repeat(reviewTextMaxLength) }),
    );
    expect(longest.statusCode).toBe(201);
  });

  it("refuses bad photos, leaving neither a review nor stored files", async () => {
    const lot = await addLot();
    const before = await storedIds();
    const cases: [Photo[], number, { message: string; field: string; values?: number[] }][] = [
      [[{ data: await photo(799, 600) }], 400, { message: ReviewMessage.photoTooSmall, field: "photos" }],
      [
        [{ data: Buffer.from("no picture"), name: "notes.txt", type: "text/plain" }],
        400,
        { message: MediaMessage.notAPicture, field: "photos" },
      ],
      [
        [{ data: Buffer.from("no picture"), name: "fake.jpg" }],
        400,
        { message: MediaMessage.notAPicture, field: "photos" },
      ],
      [
        [{ data: await photo() }, { data: Buffer.from("clip"), name: "clip.mp4", type: "video/mp4" }],
        400,
        { message: MediaMessage.notAPicture, field: "photos" },
      ],
      [
        await Promise.all(Array.from({ length: reviewPhotosMax + 1 }, async () => ({ data: await photo() }))),
        400,
        { message: ReviewMessage.tooManyPhotos, field: "photos", values: [reviewPhotosMax] },
      ],
    ];
    for (const [photos, status, error] of cases) {
      const answer = await post(lot, users.other.headers, reviewForm({ rating: "5", text: "Nice" }, photos));
      expect(answer.statusCode).toBe(status);
      expect(answer.json().errors).toEqual([error]);
    }
    // A valid photo and a wrong text: the stored photo goes again.
    const wrongText = await post(
      lot,
      users.other.headers,
      reviewForm({ rating: "5", text: "" }, [{ data: await photo() }]),
    );
    expect(wrongText.statusCode).toBe(400);
    expect(await storedIds()).toEqual(before);
    expect((await list(lot)).totalCount).toBe(0);
  });

  it("refuses a photo over 50 MB with 413 and the spec's text", async () => {
    const lot = await addLot();
    const huge = Buffer.alloc(imageMaxBytes + 1, 1);
    const answer = await post(
      lot,
      users.other.headers,
      reviewForm({ rating: "5", text: "Big" }, [{ data: huge }]),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json().errors).toEqual([{ message: ShownText.imageTooLarge, field: "photos" }]);
    expect((await list(lot)).totalCount).toBe(0);
  });

  it("refuses a body that is not multipart", async () => {
    const answer = await test.app.inject({
      method: "POST",
      url: `/api/lots/${await addLot()}/reviews`,
      headers: users.buyer.headers,
      payload: { rating: 5, text: "As JSON" },
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().errors).toEqual([{ message: HttpMessage.unsupportedMediaType }]);
  });
});

describe("GET /api/lots/{id}/reviews", () => {
  it("lists newest first with the total and the average to one decimal", async () => {
    const lot = await addLot();
    for (const [name, rating] of [
      ["buyer", 5],
      ["other", 4],
      ["late", 4],
    ] as const) {
      await post(lot, users[name].headers, reviewForm({ rating: String(rating), text: `By ${name}` }));
    }
    const all = await list(lot);
    expect(all.totalCount).toBe(3);
    expect(all.average).toBe(4.3);
    expect(all.data.map((review) => review.text)).toEqual(["By late", "By other", "By buyer"]);
    const second = await list(lot, "?itemsPerPage=2&page=2");
    expect(second).toEqual({ data: [all.data[2]], totalCount: 3, average: 4.3 });
  });

  it("answers an empty list with no average, 404 for unknown lots and drafts, 400 for bad paging", async () => {
    expect(await list(await addLot())).toEqual({ data: [], totalCount: 0, average: null });
    expect((await test.app.inject({ url: "/api/lots/99999999/reviews" })).statusCode).toBe(404);
    expect(
      (await test.app.inject({ url: `/api/lots/${await addLot(LotStatus.draft)}/reviews` })).statusCode,
    ).toBe(404);
    expect(
      (await test.app.inject({ url: `/api/lots/${await addLot()}/reviews?itemsPerPage=500` })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/lots/{id}/reviews/viewer", () => {
  it("tells a buyer they may review, then that they already have; the owner that it is their own", async () => {
    const lot = await addLot();
    expect((await viewer(lot, users.buyer.headers)).json().content).toEqual({
      canReview: true,
      refusal: null,
    });
    await post(lot, users.buyer.headers, reviewForm({ rating: "5", text: "Good" }));
    expect((await viewer(lot, users.buyer.headers)).json().content).toEqual({
      canReview: false,
      refusal: "alreadyReviewed",
    });
    expect((await viewer(lot, users.seller.headers)).json().content).toEqual({
      canReview: false,
      refusal: "ownLot",
    });
    const closed = await addLot(LotStatus.closed);
    expect((await viewer(closed, users.buyer.headers)).json().content.refusal).toBe("notPublished");
    expect((await viewer(lot, {})).statusCode).toBe(401);
  });
});

describe("GET /api/users/{id}/review-summary", () => {
  it("sums up the reviews over all of a seller's lots", async () => {
    const seller = users.other.id;
    const [first, second] = [
      await addLot(LotStatus.published, seller),
      await addLot(LotStatus.published, seller),
    ];
    await post(first, users.buyer.headers, reviewForm({ rating: "5", text: "A" }));
    await post(second, users.buyer.headers, reviewForm({ rating: "2", text: "B" }));
    await post(second, users.late.headers, reviewForm({ rating: "3", text: "C" }));
    const summary = await test.app.inject({ url: `/api/users/${seller}/review-summary` });
    expect(summary.json().content).toEqual({ totalCount: 3, average: 3.3 });
    const nobody = await test.app.inject({ url: "/api/users/1/review-summary" });
    expect(nobody.json().content).toEqual({ totalCount: 0, average: null });
  });
});

describe("review messages", () => {
  it("are translated into Latvian and Russian", () => {
    for (const language of ["lv", "ru"] as const) {
      const dictionary = loadDictionary(language);
      expect(Object.values(ReviewMessage).filter((key) => !dictionary[key])).toEqual([]);
    }
  });
});
