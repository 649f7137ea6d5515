import type { EndDateOptionName, ProlongOptionDays } from "@tirgus/domain/periods";
import type { Translate } from "../../lib/i18n";

/*
 * The periods as words, one literal key each: Latvian and Russian agree the noun with the number ("21 diena",
 * "21 день" but "14 dienas", "14 дней"), which one "%s days" key cannot do.
 */
export function prolongLabel(t: Translate, days: ProlongOptionDays): string {
  switch (days) {
    case 7:
      return t("7 days");
    case 14:
      return t("14 days");
    case 21:
      return t("21 days");
  }
}

export function intervalLabel(t: Translate, interval: EndDateOptionName): string {
  switch (interval) {
    case "P1W":
      return t("1 week");
    case "P2W":
      return t("2 weeks");
    case "P3W":
      return t("3 weeks");
    case "P4W":
      return t("4 weeks");
  }
}
