import { formatAmount } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { Translate } from "../../lib/i18n";
import { pluralForm } from "./relative-time";

/**
 * "1 sludinājums", "21 sludinājums", "5 sludinājumi": a list's count with the noun in the number's form
 * (Latvian and English take the singular for one, 21, 31...; Russian reads "Объявлений: N" whatever N).
 * `capped`: the count is a lower bound ("10 000+"), always plural.
 */
export function classifiedsText(t: Translate, lang: Language, count: number, capped = false): string {
  const shown = capped ? `${formatAmount(count)}+` : formatAmount(count);
  return !capped && pluralForm(lang, count) === "one"
    ? t("%s classified", [shown])
    : t("%s classifieds", [shown]);
}
