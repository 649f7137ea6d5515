import { choose, chosenValue, type Draft, lowerFirst, pair, setNumber, valuesOf } from "./draft.ts";
import type { Pair } from "./phrases.ts";

/*
 * Pets, work, services and dating: the categories whose ads are about living beings and people, where the
 * subject comes from a breed, a job or the person rather than from a product name.
 */

const jobs: (Pair & { field: string })[] = [
  { lv: "Pārdevējs-konsultants", ru: "Продавец-консультант", field: "Tirdzniecība" },
  { lv: "Noliktavas darbinieks", ru: "Работник склада", field: "Loģistika un noliktavas" },
  {
    lv: "Kravas auto vadītājs (C, E kat.)",
    ru: "Водитель грузовика (кат. C, E)",
    field: "Transports (autovadītāji)",
  },
  { lv: "Pavārs", ru: "Повар", field: "Ēdināšana" },
  { lv: "Grāmatvedis", ru: "Бухгалтер", field: "Finanses un grāmatvedība" },
  { lv: "Programmētājs", ru: "Программист", field: "Informācijas tehnoloģijas" },
  { lv: "Telpu uzkopējs", ru: "Уборщик помещений", field: "Uzkopšana" },
  { lv: "Celtnieks", ru: "Строитель", field: "Būvniecība" },
  { lv: "Metinātājs", ru: "Сварщик", field: "Ražošana" },
  { lv: "Kurjers ar savu auto", ru: "Курьер со своим авто", field: "Loģistika un noliktavas" },
  { lv: "Viesmīlis", ru: "Официант", field: "Ēdināšana" },
  { lv: "Elektriķis", ru: "Электрик", field: "Būvniecība" },
  { lv: "Apsargs", ru: "Охранник", field: "Apsardze" },
  { lv: "Administrators", ru: "Администратор", field: "Administratīvais darbs" },
  { lv: "Frizieris", ru: "Парикмахер", field: "Skaistumkopšana" },
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
    // Puppies and kittens weigh a few kilograms and move to a new home within weeks.
    setNumber(draft, "weight", Math.round(draft.random.float(0.8, 8) * 10) / 10);
    setNumber(
      draft,
      "available-from",
      dateNumber(new Date(draft.now.getTime() + draft.random.int(0, 30) * 86_400_000)),
    );
    return;
  }
  const species = speciesKeys
    .map((speciesKey) => choose(draft, speciesKey))
    .find((value) => value !== undefined);
  const name =
    breed?.names ??
    species?.names ??
    (key === "ferrets" ? pair("Sesks", "Хорёк") : draft.visit.category.names);
  draft.subject = pair(name.lv, name.ru);
}

const speciesKeys = ["bird-species", "rodent-species", "farm-animal"];

export function makeWork(draft: Draft): void {
  const job = draft.random.pick(jobs);
  draft.subject = pair(`${job.lv}, ${draft.place.names.lv}`, `${job.ru}, ${draft.place.names.ru}`);
  // The field agrees with the job: a cook works in food service, not in IT.
  const field = valuesOf(draft, "work-field").find((value) => value.names.lv === job.field);
  if (field) draft.chosen.set("work-field", [field]);
}

const lostAndFound: Pair[] = [
  pair("Melns kaķis ar baltām ķepām", "Чёрный кот с белыми лапками"),
  pair("Maks ar dokumentiem", "Кошелёк с документами"),
  pair("Atslēgu saišķis", "Связка ключей"),
  pair("Mobilais telefons", "Мобильный телефон"),
  pair("Suns, labradors", "Собака, лабрадор"),
  pair("Bērna velosipēds", "Детский велосипед"),
];

export function makeLostAndFound(draft: Draft): void {
  if (draft.visit.category.key !== "lost-found") return;
  draft.subject = draft.random.pick(lostAndFound);
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
