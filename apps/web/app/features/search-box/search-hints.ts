import type { Translate } from "../../lib/i18n";

/**
 * Example queries the empty box rotates through (spec 1 section 2): things people often look for, in the
 * page's language, each of which finds lots in the demo data too (a model such as "Volkswagen Golf" may have
 * none there). Literal keys, so the dictionary test sees them.
 */
export function searchHints(t: Translate): string[] {
  return [t("Winter tyres"), t("Flat in Riga"), t("Bicycle"), t("Mobile phone"), t("Sofa"), t("Volkswagen")];
}
