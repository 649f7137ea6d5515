import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";
import { copyRows } from "../../db/copy-rows.ts";
import type { Random } from "../lots/demo/random.ts";

/*
 * Reviews of the demo lots, so lot pages show the list, the average and (past five) "More reviews". Written
 * by the demo people (accounts without an e-mail), never by the demo accounts: buyer@demo.lv keeps every lot
 * open to review.
 */

/** One published lot in this many gets reviews: enough that listings lead to some, cheap at a million lots. */
const reviewedOneIn = 15;
const reviewsPerLot = { min: 1, max: 8 } as const;
/** Buyers of classifieds are mostly content; the stars lean to 4 and 5. */
const ratingWeights = [
  [5, 45],
  [4, 30],
  [3, 13],
  [2, 7],
  [1, 5],
] as const;
/** Reviewers drawn from the first this many demo people. */
const authorPool = 500;

const texts: Record<"lv" | "ru", Record<"good" | "fair" | "poor", readonly string[]>> = {
  lv: {
    good: [
      "Viss atbilst aprakstam, pārdevējs atsaucīgs. Iesaku!",
      "Ātra saziņa un godīgs darījums. Prece tieši kā bildēs.",
      "Ļoti apmierināts, satikāmies norunātajā laikā, viss kārtībā.",
      "Lieliska pieredze — prece labā stāvoklī, cena atbilstoša.",
      "Pārdevējs visu izstāstīja un parādīja, nekādu pārsteigumu.",
    ],
    fair: [
      "Kopumā labi, tikai daži skrāpējumi, kas bildēs nebija redzami.",
      "Darījums notika, bet saziņa bija lēna.",
      "Prece strādā, stāvoklis nedaudz sliktāks, nekā gaidīju.",
    ],
    poor: [
      "Apraksts neatbilda realitātei, nācās ilgi vienoties.",
      "Pārdevējs kavējās un prece bija citā stāvoklī, nekā solīts.",
    ],
  },
  ru: {
    good: [
      "Всё как в описании, продавец отзывчивый. Рекомендую!",
      "Быстро договорились, честная сделка. Товар точно как на фото.",
      "Очень доволен, встретились вовремя, всё в порядке.",
      "Отличный опыт — вещь в хорошем состоянии, цена адекватная.",
      "Продавец всё показал и рассказал, никаких сюрпризов.",
    ],
    fair: [
      "В целом нормально, но есть царапины, которых не было видно на фото.",
      "Сделка состоялась, но продавец долго отвечал.",
      "Работает, но состояние чуть хуже, чем ожидал.",
    ],
    poor: [
      "Описание не соответствовало действительности, долго договаривались.",
      "Продавец опоздал, и вещь была не в том состоянии, что обещали.",
    ],
  },
};

const toneOf = (rating: number) => (rating >= 4 ? "good" : rating === 3 ? "fair" : "poor");

/**
 * Adds reviews to published lots that have none (deterministic for a random stream): each from a different
 * demo person who is not the seller, in that person's language, dated between the lot's publication and now.
 */
export async function addDemoReviews(client: pg.PoolClient, random: Random, now: Date): Promise<number> {
  const authors = (
    await client.query<{ id: string; language: string }>(
      `SELECT id, language FROM users WHERE email IS NULL AND first_name IS NOT NULL ORDER BY id LIMIT $1`,
      [authorPool],
    )
  ).rows.map((row) => ({ id: Number(row.id), language: row.language === "ru" ? "ru" : "lv" }) as const);
  if (authors.length < reviewsPerLot.max + 1) return 0;
  const { rows: lots } = await client.query<{
    id: string;
    owner_id: string | null;
    publish_date: Date | null;
  }>(
    `SELECT id, owner_id, publish_date FROM lots l
     WHERE status = $1 AND id % $2 = 0 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.lot_id = l.id)
     ORDER BY id`,
    [LotStatus.published, reviewedOneIn],
  );
  const rows: (string | number | Date)[][] = [];
  for (const lot of lots) {
    const since = (lot.publish_date ?? now).getTime();
    const count = random.int(reviewsPerLot.min, reviewsPerLot.max);
    const chosen = new Set<(typeof authors)[number]>();
    while (chosen.size < count) {
      const author = random.pick(authors);
      if (String(author.id) !== lot.owner_id) chosen.add(author);
    }
    for (const author of chosen) {
      const rating = random.weighted(ratingWeights, ([, weight]) => weight)[0];
      const text = random.pick(texts[author.language][toneOf(rating)]);
      const date = new Date(since + random.next() * Math.max(0, now.getTime() - since));
      rows.push([lot.id, author.id, rating, text, date]);
    }
  }
  await copyRows(client, "reviews", ["lot_id", "author_id", "rating", "text", "created_at"], rows);
  return rows.length;
}
