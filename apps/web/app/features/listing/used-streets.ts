import type { Language } from "@tirgus/domain/languages";
import type { UsedStreet } from "@tirgus/domain/used-filters";
import { useEffect, useState } from "react";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { nameOrder } from "../../lib/name-order";

/*
 * A real-estate list's street field (decision 0037): the streets its lots are on in the chosen region. A big
 * town has a thousand of them, too many for every listing page to carry, so the field asks for them in the
 * browser once it is shown; until then, and without JavaScript, it offers the street already chosen. The
 * answer is public for a minute (its cache-control), so the browser's own cache serves the panel again when
 * another filter of the same list rebuilds it.
 */

/** The streets of `source` once they are known; null before, and when they could not be asked for. */
export function useUsedStreets(source: string): UsedStreet[] | null {
  const [streets, setStreets] = useState<UsedStreet[] | null>(null);
  useEffect(() => {
    let current = true;
    setStreets(null);
    loadBrowserApi()
      .then((api) => api.list<UsedStreet>(source, undefined, { silent: true }))
      .then(
        (list) => current && setStreets(list.data),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [source]);
  return streets;
}

export type StreetOption = { id: number; label: string };

/**
 * The field's options: each street with its lots ("Brīvības iela (12)"), in the page language's alphabetical
 * order, and the chosen street even when no lot is on it in this list (a link from elsewhere), so the field
 * shows what the list is narrowed to. Streets of one name in several places of the region (a municipality's
 * villages, a city's parts) are told apart by their place: "Skolas iela, Carnikava (2)".
 */
export function streetOptions(
  streets: readonly UsedStreet[],
  chosen: { id: number; name: string } | null,
  lang: Language,
): StreetOption[] {
  const order = nameOrder(lang);
  const named = new Map<string, number>();
  for (const street of streets) named.set(street.name[lang], (named.get(street.name[lang]) ?? 0) + 1);
  const nameOf = (street: UsedStreet) =>
    (named.get(street.name[lang]) ?? 0) > 1
      ? `${street.name[lang]}, ${street.place[lang]}`
      : street.name[lang];
  const options = streets
    .map((street) => ({
      id: street.id,
      key: sortingName(street.name[lang]),
      label: `${nameOf(street)} (${street.lots})`,
    }))
    .sort((a, b) => order(a.key, b.key) || a.id - b.id)
    .map(({ id, label }) => ({ id, label }));
  if (chosen && !options.some((option) => option.id === chosen.id))
    options.unshift({ id: chosen.id, label: chosen.name });
  return options;
}

/**
 * A street's name as it is looked up: Russian names lead with their kind in lower case ("улица Авоту", "гатве
 * Виенибас"), which would group the streets by kind; the name itself decides the order.
 */
const sortingName = (name: string): string => name.replace(/^\p{Ll}+\s+(?=\S)/u, "");
