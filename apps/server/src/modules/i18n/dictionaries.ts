import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Language, languages } from "@tirgus/domain/languages";

export type Dictionary = Record<string, string>;
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "dictionaries");

/** The translation dictionaries kept in the repo, read once: they only change with a deploy. */
export function loadDictionaries(): Record<Language, Dictionary> {
  return Object.fromEntries(languages.map((language) => [language, loadDictionary(language)])) as Record<
    Language,
    Dictionary
  >;
}

export function loadDictionary(language: Language): Dictionary {
  return JSON.parse(readFileSync(path.join(folder, `${language}.json`), "utf8")) as Dictionary;
}
