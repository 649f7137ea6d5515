import { inLatinLetters } from "@tirgus/domain/latin-letters";
import { foldDiacritics } from "@tirgus/domain/search";
import type pg from "pg";
import { editDistance } from "./typos.ts";

/*
 * Brands and models written in Cyrillic (decision 0016, "Brands in Cyrillic"). Lots name their make in Latin
 * letters, in their titles and as a filter value ("Audi A6", "Mercedes-Benz"), while Russian speakers often
 * search the way they say it: "мерседес", "тойота", "фольксваген пассат". Such a word found nothing, or worse,
 * something else: "ауди" is the start of "аудио", so it listed speakers. A Cyrillic word that stands for a
 * brand or model is searched for as that brand.
 */

/**
 * How Russian writes the brands people search for most, each a word with no other meaning, so always taken
 * for the brand (a lot that writes "мерседес" in Cyrillic carries Mercedes-Benz as its make anyway): the
 * common spellings, also those whose letters do not read as the brand ("пежо", "айфон") or are slang ("мерс").
 */
const russianSpellings: ReadonlyMap<string, string> = new Map(
  Object.entries({
    audi: "ауди",
    mercedes: "мерседес мерс",
    volkswagen: "фольксваген",
    toyota: "тойота",
    bmw: "бмв",
    opel: "опель",
    ford: "форд",
    skoda: "шкода",
    volvo: "вольво",
    nissan: "ниссан",
    honda: "хонда",
    mazda: "мазда",
    peugeot: "пежо",
    renault: "рено",
    citroen: "ситроен",
    kia: "киа",
    hyundai: "хендай хёндай хюндай хундай",
    lexus: "лексус",
    porsche: "порше",
    subaru: "субару",
    mitsubishi: "мицубиси митсубиси мицубиши",
    chevrolet: "шевроле",
    jeep: "джип",
    dacia: "дачия",
    samsung: "самсунг",
    iphone: "айфон",
    apple: "эпл эппл",
    xiaomi: "сяоми ксиоми",
    huawei: "хуавей",
    lenovo: "леново",
    nokia: "нокиа",
  }).flatMap(([brand, spellings]) => spellings.split(" ").map((spelling) => [spelling, brand] as const)),
);

/** Cyrillic letters that look like Latin ones, as model codes are typed on a Russian layout: "х5", "с200". */
const lookalikes: Readonly<Record<string, string>> = {
  а: "a",
  в: "b",
  е: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
};

const cyrillic = /\p{Script=Cyrillic}/u;

/**
 * What a Cyrillic word stands for among `brands` (lower-case Latin words of makes, brands and models), and
 * whether that is sure. Sure: a Russian spelling of a brand ("мерседес"), or a model code in look-alike letters
 * ("х5" is X5). Otherwise the word's letters read in Latin ("пассат" is "passat"), or a brand within an edit
 * of that reading from 6 letters on, two from 8 ("королла" reads "korolla", "октавия" "oktaviya": the first
 * letter may differ, as к and с are read where the name has c), which a
 * Russian word of the lots' own vocabulary must not be taken for ("гольфы", knee socks, are no Golf). Null for
 * words in Latin letters and words that stand for no brand.
 */
export function brandMeant(
  word: string,
  brands: ReadonlySet<string>,
): { brand: string; sure: boolean } | null {
  const lower = word.toLowerCase();
  if (!cyrillic.test(lower)) return null;
  const spelled = russianSpellings.get(lower);
  if (spelled) return { brand: spelled, sure: true };
  if (/\d/.test(lower)) {
    const code = [...lower].map((letter) => lookalikes[letter] ?? letter).join("");
    return brands.has(code) ? { brand: code, sure: true } : null;
  }
  const latin = inLatinLetters(lower);
  if (brands.has(latin)) return { brand: latin, sure: false };
  if (latin.length < 6) return null;
  const allowed = latin.length < 8 ? 1 : 2;
  let best: { brand: string; edits: number } | undefined;
  for (const brand of brands) {
    const edits = editDistance(latin, brand, allowed);
    if (edits <= allowed && (!best || edits < best.edits)) best = { brand, edits };
  }
  return best ? { brand: best.brand, sure: false } : null;
}

/**
 * The words of brands and models: the Latin words of every make's and brand's values (774 in the catalogue),
 * each marked when it is a make's or brand's whole name (a top-level value of one word: "audi", "samsung").
 */
const brandsSql = `SELECT w.word, bool_or(v.parent_value_id IS NULL AND w.word = trim(search_fold(v.names ->> 'lv')))
    AS named
  FROM filter_values v JOIN filters f ON f.id = v.filter_id,
    regexp_split_to_table(trim(search_fold(v.names ->> 'lv')), ' +') AS w(word)
  WHERE f.key ~ '(make|brand)$' AND w.word ~ '^[a-z][a-z0-9]+$'
  GROUP BY w.word`;

type Brands = { words: ReadonlySet<string>; names: ReadonlySet<string> };
const loaded = new WeakMap<pg.Pool, Promise<Brands>>();

/** Read once per pool: the catalogue changes only with a deploy, as the list catalogue (catalogue-cache.ts). */
function brands(pool: pg.Pool): Promise<Brands> {
  let read = loaded.get(pool);
  if (!read) {
    read = pool.query<{ word: string; named: boolean }>(brandsSql).then(({ rows }) => ({
      words: new Set(rows.map((row) => row.word)),
      names: new Set(rows.filter((row) => row.named).map((row) => row.word)),
    }));
    loaded.set(pool, read);
    read.catch(() => loaded.delete(pool));
  }
  return read;
}

/**
 * The query's words that name a make or brand ("audi", "bmw", "samsung"), which the search page matches as
 * whole words rather than as the start of longer ones: "audi" is the start of "audio", and a search for
 * Audi listed 74 pieces of audio equipment after its 7 cars and offered "Audio equipment" as its category.
 * Brand names are not inflected in the lots' documents the way other words are: a lot of a make carries the
 * make's name as a filter value, whatever form its own text writes it in.
 */
export async function brandNamesAmong(pool: pg.Pool, words: readonly string[]): Promise<ReadonlySet<string>> {
  const { names } = await brands(pool);
  return new Set(words.filter((word) => names.has(foldDiacritics(word))));
}

/**
 * The query's words that are words of a make's, brand's or model's name ("golf", "octavia"): no typos, though
 * the lots have none of them ("golf" was corrected to "gold" and found jewellery and chairs).
 */
export async function brandWordsAmong(pool: pg.Pool, words: readonly string[]): Promise<ReadonlySet<string>> {
  const { words: brandWords } = await brands(pool);
  return new Set(words.filter((word) => brandWords.has(foldDiacritics(word))));
}

/**
 * The query's words with each Cyrillic word that stands for a brand or model replaced by it (brandMeant). A
 * lot of a make carries the make as a filter value, so a lot that writes it in Cyrillic is found too. Costs a
 * statement only when a word may stand for a brand without being sure.
 */
export async function withLatinBrands(pool: pg.Pool, words: string[]): Promise<string[]> {
  if (!words.some((word) => cyrillic.test(word))) return words;
  const { words: brandWords } = await brands(pool);
  const meant = new Map(
    words.flatMap((word) => {
      const found = brandMeant(word, brandWords);
      return found ? [[word, found] as const] : [];
    }),
  );
  const unsure = [...meant].filter(([, found]) => !found.sure).map(([word]) => word);
  const known = new Set<string>();
  if (unsure.length > 0) {
    const { rows } = await pool.query<{ word: string }>(
      `SELECT q.word FROM unnest($1::text[]) AS q(word)
       WHERE EXISTS (SELECT 1 FROM search_terms t WHERE t.word = trim(search_fold(q.word)))`,
      [unsure],
    );
    for (const row of rows) known.add(row.word);
  }
  return words.map((word) => {
    const found = meant.get(word);
    return found && !known.has(word) ? found.brand : word;
  });
}
