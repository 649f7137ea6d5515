import { choose, chosenValue, type Draft, lowerFirst, pair, setNumber } from "./draft.ts";
import type { Pair } from "./phrases.ts";

/*
 * Pets, work, services and dating: the categories whose ads are about living beings and people, where the
 * subject comes from a breed, a job or the person rather than from a product name.
 */

const jobs: Pair[] = [
  pair("Pārdevējs-konsultants", "Продавец-консультант"),
  pair("Noliktavas darbinieks", "Работник склада"),
  pair("Kravas auto vadītājs (C, E kat.)", "Водитель грузовика (кат. C, E)"),
  pair("Pavārs", "Повар"),
  pair("Grāmatvedis", "Бухгалтер"),
  pair("Programmētājs", "Программист"),
  pair("Telpu uzkopējs", "Уборщик помещений"),
  pair("Celtnieks", "Строитель"),
  pair("Metinātājs", "Сварщик"),
  pair("Kurjers ar savu auto", "Курьер со своим авто"),
  pair("Viesmīlis", "Официант"),
  pair("Elektriķis", "Электрик"),
  pair("Auto mehāniķis", "Автомеханик"),
  pair("Klientu apkalpošanas speciālists", "Специалист по обслуживанию клиентов"),
];

export function makePet(draft: Draft): void {
  const key = draft.visit.category.key;
  const breedKey = key === "cats" ? "cat-breed" : "dog-breed";
  const breed = chosenValue(draft, breedKey) ?? choose(draft, breedKey);
  const young =
    key === "dogs" ? pair("kucēni", "Щенки") : key === "cats" ? pair("kaķēni", "Котята") : undefined;
  if (draft.action.action === "sell" && young) {
    const weeks = draft.random.int(7, 16);
    draft.numbers["birth-date"] = dateNumber(new Date(draft.now.getTime() - weeks * 7 * 86_400_000));
    const name = breed?.names ?? draft.visit.category.names;
    draft.subject = pair(`${name.lv} ${young.lv}`, `${young.ru} ${lowerFirst(name.ru)}`);
    return;
  }
  const name = breed?.names ?? draft.visit.category.names;
  draft.subject = pair(name.lv, name.ru);
}

export function makeWork(draft: Draft): void {
  const job = draft.random.pick(jobs);
  draft.subject = pair(`${job.lv}, ${draft.place.names.lv}`, `${job.ru}, ${draft.place.names.ru}`);
  draft.object = pair(lowerFirst(job.lv), lowerFirst(job.ru));
}

export function makeService(draft: Draft): void {
  const name = draft.visit.category.names;
  draft.subject = pair(`${name.lv} — ${draft.place.names.lv}`, `${name.ru} — ${draft.place.names.ru}`);
}

export function makeDating(draft: Draft): void {
  const age = Math.round(Math.min(70, Math.max(18, draft.random.normalish(36, 9))));
  const height = Math.round(draft.random.normalish(175, 8));
  setNumber(draft, "age", age);
  setNumber(draft, "height-person", height);
  const name = draft.visit.category.names;
  draft.subject = pair(`${name.lv}, ${age}`, `${name.ru}, ${age}`);
  draft.details.push(pair(`Vecums: ${age}, augums: ${height} cm.`, `Возраст: ${age}, рост: ${height} см.`));
}

/** Dates are stored as yyyymmdd numbers: sortable and rangeable in numbers jsonb (decision 0011). */
export function dateNumber(date: Date): number {
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}
