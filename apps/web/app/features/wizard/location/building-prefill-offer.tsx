import type { BuildingSuggestion } from "@tirgus/domain/building-suggest-api";
import type { Language } from "@tirgus/domain/languages";
import { useEffect, useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { useI18n } from "../../../lib/i18n";
import { secondaryButtonClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { buildingOf, fillableSuggestions, withBuildingValues } from "./building-prefill";

const loadSuggestions = async (
  query: { street: number; building: string; category: number; lang: Language },
  signal: AbortSignal,
) =>
  (await browserApi().get<BuildingSuggestion[]>("/api/filters/building-suggest", query, {
    signal,
    silent: true,
  })) ?? [];

/**
 * "Fill in the building's details" (spec 2 section 4): shown after a street and house number are chosen when
 * other lots at that building know some of the building's filters the seller has left empty; it fills those.
 */
export function BuildingPrefillOffer() {
  const { t, lang } = useI18n();
  const { form, setForm, category } = useWizard();
  const place = buildingOf(form.adLocation);
  const street = place?.street ?? null;
  const building = place?.building ?? null;
  const categoryId = form.category;
  const [suggestions, setSuggestions] = useState<readonly BuildingSuggestion[]>([]);

  useEffect(() => {
    setSuggestions([]);
    if (street === null || building === null || categoryId === null) return;
    const controller = new AbortController();
    loadSuggestions({ street, building, category: categoryId, lang }, controller.signal).then(
      setSuggestions,
      () => undefined,
    );
    return () => controller.abort();
  }, [street, building, categoryId, lang]);

  const filters = category?.filters ?? [];
  const fillable = fillableSuggestions(form.adFilterValues, suggestions, filters);
  if (fillable.length === 0) return null;
  const nameOf = (id: number) => filters.find((link) => link.filter.id === id)?.filter.name[lang] ?? "";
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-line bg-subtle p-3 text-sm"
      data-testid="building-prefill"
    >
      <p>{t("Other listings at this building say:")}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {fillable.map((item) => (
          <li key={item.filter.id}>
            <span className="text-muted">{nameOf(item.filter.id)}:</span> {item.textValue}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${secondaryButtonClass} self-start`}
        onClick={() =>
          setForm((current) => ({
            ...current,
            adFilterValues: withBuildingValues(current.adFilterValues, suggestions, filters),
          }))
        }
      >
        {t("Fill in the building's details")}
      </button>
    </div>
  );
}
