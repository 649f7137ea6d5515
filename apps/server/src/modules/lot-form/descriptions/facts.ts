import { FilterDisplayType } from "@tirgus/domain/catalogue";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { formatAmount, formatPrice } from "@tirgus/domain/format";
import type { FilterFormValue, LotForm } from "@tirgus/domain/lot-form-api";
import { formValuesOf } from "@tirgus/domain/lot-form-values";
import { parsePrice } from "@tirgus/domain/prices";
import type pg from "pg";
import { categoryDetail, categoryFilters } from "../../catalogue/repository.ts";
import { listCatalogue } from "../../lot-lists/catalogue-cache.ts";
import type { DescriptionFacts } from "./writer.ts";

type Language = "lv" | "ru";
export type DescribedForm = Partial<
  Pick<LotForm, "category" | "action" | "adFilterValues" | "adLocation" | "prices">
>;

/** The facts of a form in words: value names, numbers with their units, the region's title, the first price. */
export async function factsOf(pool: pg.Pool, form: DescribedForm): Promise<DescriptionFacts | null> {
  if (!form.category) return null;
  const [detail, filters, catalogue] = await Promise.all([
    categoryDetail(pool, form.category),
    categoryFilters(pool, form.category, "create"),
    listCatalogue(pool),
  ]);
  if (!detail || !filters) return null;
  const action = detail.actions.find((candidate) => candidate.id === form.action);
  const attributes = (language: Language) =>
    filters.flatMap((link) => {
      const value = spoken(
        link,
        formValuesOf(link, filters),
        form.adFilterValues?.[String(link.filter.id)],
        language,
      );
      return value ? [{ name: link.filter.name[language], value }] : [];
    });
  const regionId = form.adLocation?.region;
  const firstPriceType = action?.priceTypes[0];
  const euros = firstPriceType ? parsePrice(form.prices?.[String(firstPriceType.id)]?.value ?? "") : null;
  return {
    category: { lv: detail.name.lv, ru: detail.name.ru },
    action: action?.key ?? null,
    attributes: { lv: attributes("lv"), ru: attributes("ru") },
    region: regionId ? (catalogue.regionTitles.get(regionId) ?? null) : null,
    price: euros ? formatPrice(euros) : null,
  };
}

/** One filter's value as words of `language`, or null when it is empty or not a value of the filter. */
function spoken(
  link: CategoryFilter,
  defined: CategoryFilter["filterDefinedValues"],
  value: FilterFormValue | undefined,
  language: Language,
): string | null {
  if (value === undefined || value === "" || value === 0) return null;
  const names = [value]
    .flat()
    .map((id) => defined.find((candidate) => candidate.id === Number(id))?.displayValue[language])
    .filter((name): name is string => Boolean(name));
  if (names.length > 0) return names.join(", ");
  if (defined.length > 0) return null;
  const unit = link.filter.unit ? ` ${link.filter.unit[language]}` : "";
  if (typeof value === "number" && link.filter.displayType !== FilterDisplayType.number_int)
    return `${formatAmount(value)}${unit}`;
  if (link.filter.key === "year") return String(value);
  return `${typeof value === "number" ? formatAmount(value) : value}${unit}`;
}
