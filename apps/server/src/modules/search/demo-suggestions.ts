import type pg from "pg";

/*
 * What visitors of the demo have searched, so the header box's Suggestions group shows on a fresh start
 * (migrations 0038 and 0039: the box suggests stored searches, most searched first, while the lots use their
 * words in some form). Texts as people type them, in Latvian and Russian, most searched first; the counts fall
 * off as a marketplace's searches do. Each is in words the demo's lots use (3,000 of them on a first start), in
 * any form ("мотоцикл" where they say "мотоциклы"): a text whose words the loaded lots do not use is stored and
 * not shown.
 */
export const demoSuggestions: readonly string[] = [
  "dzīvoklis rīgā",
  "volkswagen",
  "квартира рига",
  "bmw x5",
  "velosipēds",
  "ziemas riepas",
  "audi a6",
  "велосипед",
  "māja jūrmalā",
  "toyota corolla",
  "apple",
  "dīvāns",
  "диван",
  "bērnu ratiņi",
  "opel",
  "kucēns",
  "щенок",
  "malka",
  "дрова",
  "samsung",
  "garāža",
  "гараж",
  "vasaras riepas",
  "летние шины",
  "ledusskapis",
  "холодильник",
  "klēpjdators",
  "ноутбук",
  "motocikls",
  "мотоцикл",
  "zeme",
  "volvo xc60",
  "mercedes benz",
  "playstation",
  "skapis",
  "шкаф",
];

/** The first text's count; each later one is searched about a tenth less, the last a few times. */
const mostSearched = 400;

export async function addDemoSuggestions(client: pg.PoolClient): Promise<void> {
  const searches = demoSuggestions.map((_, rank) => Math.max(3, Math.round(mostSearched * 0.9 ** rank)));
  await client.query(
    `INSERT INTO search_suggestions (text, searches, known)
     SELECT text, searches, search_words_known(text) FROM unnest($1::text[], $2::int[]) AS s (text, searches)
     ON CONFLICT (text) DO NOTHING`,
    [demoSuggestions, searches],
  );
}
