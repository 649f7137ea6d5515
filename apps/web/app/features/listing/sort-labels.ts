import type { SortOptionId } from "@tirgus/domain/sorting";
import type { Translate } from "../../lib/i18n";

/** The sort dropdown's wording of each option (spec 1 section 9); literal keys for the dictionary test. */
export function sortLabel(t: Translate, option: SortOptionId): string {
  switch (option) {
    case "bestMatch":
      return t("Best match");
    case "publishDateDesc":
      return t("Newest first");
    case "publishDateAsc":
      return t("Oldest first");
    case "priceAsc":
      return t("Cheapest first");
    case "priceDesc":
      return t("Most expensive first");
    case "viewsDesc":
      return t("Most viewed");
    case "viewsAsc":
      return t("Least viewed");
    case "viewsPerDay":
      return t("Most viewed per day");
    case "viewsPerWeek":
      return t("Most viewed per week");
    case "viewsPerMonth":
      return t("Most viewed per month");
    case "createDateAsc":
      return t("Created: oldest first");
    case "createDateDesc":
      return t("Created: newest first");
    case "endDateAsc":
      return t("Ending soonest");
    case "endDateDesc":
      return t("Ending latest");
    case "latestPersonal":
      return t("Private sellers first");
    case "recommended":
      return t("Recommended");
    case "addedDate":
      return t("Added date");
    case "manufactureDateAsc":
      return t("Year: oldest first");
    case "manufactureDateDesc":
      return t("Year: newest first");
    case "engineVolumeAsc":
      return t("Engine volume: smallest first");
    case "engineVolumeDesc":
      return t("Engine volume: largest first");
    case "mileageAsc":
      return t("Mileage: lowest first");
    case "mileageDesc":
      return t("Mileage: highest first");
    case "roomsAsc":
      return t("Rooms: fewest first");
    case "roomsDesc":
      return t("Rooms: most first");
    case "areaAsc":
      return t("Area: smallest first");
    case "areaDesc":
      return t("Area: largest first");
    case "floorAsc":
      return t("Floor: lowest first");
    case "floorDesc":
      return t("Floor: highest first");
    case "landAreaAsc":
      return t("Land area: smallest first");
    case "landAreaDesc":
      return t("Land area: largest first");
  }
}
