import { wholePictures } from "@tirgus/domain/hidden-pictures";
import type { Language } from "@tirgus/domain/languages";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { cardImageUrl } from "../lot-card/card-view";
import { attributeValue, endedOf, placeOf, priceViewOf } from "../lot-page/lot-route";

/*
 * The compare page's table (spec 1 section 2, `/{lang}/compare`): one column a lot, one row an attribute. A
 * filter any of the lots has gets a row, in the order the lots' categories give; a lot without a value there
 * gets a dash. Filters of different categories with one name ("Ražotājs" of a phone and of a drill) share a
 * row, so lots of several categories line up instead of showing two half-empty rows of one name. Built in
 * the loader, so the page's data is the table, not the lots in full.
 */

export type CompareColumn = {
  id: number;
  href: string;
  title: string;
  picture: string | null;
  /** The price as the lot page shows it; null when the action has none (its name is shown instead). */
  price: string | null;
  action: LotDetail["action"]["key"];
  place: string | null;
  ended: "sold" | "expired" | null;
};

export type CompareRow = { filterId: number; name: string; values: (string | null)[] };

export type CompareTable = { columns: CompareColumn[]; rows: CompareRow[] };

export function compareTableOf(lots: readonly LotDetail[], lang: Language): CompareTable {
  const columns = lots.map((lot) => {
    const [cover] = wholePictures(lot.files);
    return {
      id: lot.id,
      href: lang === "ru" ? lot.frontUrl.ru : lot.frontUrl.lv,
      title: lang === "ru" ? lot.title.ru : lot.title.lv,
      picture: cover ? cardImageUrl({ id: cover.storageId, rotation: cover.rotation }) : null,
      price: priceViewOf(lot, lang)?.text ?? null,
      action: lot.action.key,
      place: placeOf(lot, lang),
      ended: endedOf(lot),
    };
  });
  const rows = new Map<string, CompareRow>();
  lots.forEach((lot, column) => {
    for (const attribute of lot.attributes) {
      const value = attributeValue(attribute, lang);
      if (value === "") continue;
      const { id } = attribute.filter;
      const name = attribute.filter.name[lang];
      // A lot with two filters of one name keeps both: the second gets a row of its own.
      const shared = rows.get(name);
      const key = shared && shared.values[column] !== null && shared.filterId !== id ? `${name}#${id}` : name;
      let row = rows.get(key);
      if (!row) {
        row = { filterId: id, name, values: lots.map(() => null) };
        rows.set(key, row);
      }
      row.values[column] = value;
    }
  });
  return { columns, rows: [...rows.values()] };
}

/** The table without one lot (removed from the list on the page). */
export function withoutLot(table: CompareTable, lotId: number): CompareTable {
  const at = table.columns.findIndex((column) => column.id === lotId);
  if (at === -1) return table;
  const keep = (_: unknown, index: number) => index !== at;
  return {
    columns: table.columns.filter(keep),
    rows: table.rows
      .map((row) => ({ ...row, values: row.values.filter(keep) }))
      .filter((row) => row.values.some((value) => value !== null)),
  };
}
