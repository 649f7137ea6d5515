const latvianLetters: Readonly<Record<string, string>> = {
  ā: "a",
  č: "c",
  ē: "e",
  ģ: "g",
  ī: "i",
  ķ: "k",
  ļ: "l",
  ņ: "n",
  ō: "o",
  ŗ: "r",
  š: "s",
  ū: "u",
  ž: "z",
};

const russianLetters: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/**
 * The text lower-cased, with Latvian and Russian letters written in ASCII Latin ("Ķengarags" kengarags,
 * "Юрмала" yurmala, "тойота" toyota) and every other character kept: slugs are made of it, and a Cyrillic
 * search word is read back as the brand it stands for (the search's latin-brands.ts).
 */
export function inLatinLetters(text: string): string {
  let out = "";
  for (const ch of text.toLowerCase()) out += latvianLetters[ch] ?? russianLetters[ch] ?? ch;
  return out;
}
