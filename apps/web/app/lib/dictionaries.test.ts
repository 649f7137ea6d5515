import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dictionaryDir = path.resolve(appDir, "../../server/src/modules/i18n/dictionaries");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every literal key of a `t("…")` / `t('…')` call in the web app. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const call = /\bt\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of sourceFiles(appDir)) {
    for (const match of readFileSync(file, "utf8").matchAll(call)) {
      keys.add((match[2] ?? "").replace(/\\(.)/g, "$1"));
    }
  }
  return keys;
}

function dictionary(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dictionaryDir, `${language}.json`), "utf8"));
}

describe("the translation dictionaries", () => {
  const keys = usedKeys();

  it("finds the keys the shell uses", () => {
    expect(keys).toContain("Search");
    expect(keys).toContain("We have problem with status");
  });

  it.each(["lv", "ru"])("translate every key the web app uses into %s", (language) => {
    const texts = dictionary(language);
    expect([...keys].filter((key) => !texts[key])).toEqual([]);
  });

  it("have the same keys in lv and ru", () => {
    const lv = Object.keys(dictionary("lv"));
    const ru = Object.keys(dictionary("ru"));
    expect(lv.filter((key) => !ru.includes(key))).toEqual([]);
    expect(ru.filter((key) => !lv.includes(key))).toEqual([]);
  });

  it("keep every %s placeholder of a key in its translations", () => {
    const count = (text: string) => text.split("%s").length - 1;
    for (const language of ["lv", "ru", "en"]) {
      const texts = dictionary(language);
      const broken = Object.entries(texts).filter(([key, text]) => count(key) !== count(text));
      expect(broken, language).toEqual([]);
    }
  });
});
