import type { ActionTypeName } from "@tirgus/domain/catalogue";
import type { Translate } from "../../lib/i18n";

/** What a card shows instead of a price for actions that have none (a gift, a find...); literal keys. */
export function actionName(t: Translate, action: ActionTypeName): string {
  switch (action) {
    case "sell":
      return t("For sale");
    case "buy":
      return t("Wanted to buy");
    case "change":
      return t("Exchange");
    case "hire":
      return t("Hire");
    case "rent":
      return t("For rent");
    case "gift":
      return t("For free");
    case "search":
      return t("Looking for");
    case "offer":
      return t("Offer");
    case "found":
      return t("Found");
    case "lost":
      return t("Lost");
    case "lookingForHome":
      return t("Looking for a home");
    case "charity":
      return t("Charity");
  }
}
