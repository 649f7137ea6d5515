import { formatAmount } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { Translate } from "../../lib/i18n";
import { pluralForm } from "./relative-time";

/**
 * "1 sludinājums", "21 sludinājums", "5 sludinājumi", "10 sludinājumu": a list's count with the noun in the number's form
 * (Latvian and English take the singular for one, 21, 31...; Russian reads "Объявлений: N" whatever N).
 * `capped`: the count is a lower bound ("10 000+"), always plural.
 */
export function classifiedsText(t: Translate, lang: Language, count: number, capped = false): string {
  const shown = capped ? `${formatAmount(count)}+` : formatAmount(count);
  if (!capped && pluralForm(lang, count) === "one") return t("%s classified", [shown]);
  return latvianZero(lang, count)
    ? t("%s classifieds (0, 10-20, 30...)", [shown])
    : t("%s classifieds", [shown]);
}

const latvianRules = new Intl.PluralRules("lv");

/**
 * Latvian's third form: after 0, 10-20, 30, 40... a noun is genitive plural ("0 sludinājumu", "11 sludinājumu",
 * "30 sludinājumu"), not nominative ("5 sludinājumi"). Russian and English have no such form.
 */
const latvianZero = (lang: Language, count: number) => lang === "lv" && latvianRules.select(count) === "zero";

/**
 * A listing's meta description with its count in the number's form: "Vieglie auto: 1 sludinājums Latvijā",
 * "Легковые авто: 33 объявления в Латвии" (Russian has three forms). Later pages say which page they are, so
 * no two pages of a list share a description.
 */
export function listingDescription(
  t: Translate,
  lang: Language,
  name: string,
  count: { count: number; capped: boolean; page: number },
): string {
  const shown = count.capped ? `${formatAmount(count.count)}+` : formatAmount(count.count);
  const form = count.capped ? "other" : pluralForm(lang, count.count);
  const described = latvianZero(lang, count.count)
    ? t(
        "%s: %s classifieds in Latvia (0, 10-20, 30...). Filter by price, region and more, and find what you need.",
        [name, shown],
      )
    : form === "one"
      ? t("%s: %s classified in Latvia. Filter by price, region and more, and find what you need.", [
          name,
          shown,
        ])
      : form === "few"
        ? t("%s: %s classifieds in Latvia (2-4). Filter by price, region and more, and find what you need.", [
            name,
            shown,
          ])
        : t("%s: %s classifieds in Latvia. Filter by price, region and more, and find what you need.", [
            name,
            shown,
          ]);
  return count.page > 1 ? `${described} ${t("Page %s", [count.page])}.` : described;
}
