import type { Translate } from "../../lib/i18n";

/**
 * Example queries the empty box rotates through (spec 1 section 2): things people often look for, in the
 * page's language. Literal keys, so the dictionary test sees them.
 */
export function searchHints(t: Translate): string[] {
  return [
    t("Winter tyres"),
    t("Flat for rent"),
    t("Bicycle"),
    t("Mobile phone"),
    t("Sofa"),
    t("Volkswagen Golf"),
  ];
}
