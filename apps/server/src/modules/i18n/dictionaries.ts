import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "@tirgus/domain/languages";

export type Dictionary = Record<string, string>;
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "dictionaries");

/** Reads a language's dictionary from the repo (dictionaries change only with a deploy). */
export function loadDictionary(language: Language): Dictionary {
  return JSON.parse(readFileSync(path.join(folder, `${language}.json`), "utf8")) as Dictionary;
}
