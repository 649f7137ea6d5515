import type { Language } from "@tirgus/domain/languages";
import type { LotList } from "@tirgus/domain/lot-list";
import { type LotCardView, lotCardView } from "../lot-card/card-view";

/*
 * What a row of lots renders (home and landings): the cards in the page's language (decision 17) with the
 * visited mark worked out where the cookie is read, and where the row's lots come from, so the browser can
 * load a row the server left for later with the very call the server would have made.
 */
export type RowCard = { card: LotCardView; visited: boolean };

export type LotRowView = {
  /** Stable id for React keys and the heading's id. */
  id: string;
  title: string;
  /** The full list behind the row (its title links there); null when there is none. */
  href: string | null;
  /** The API call that answers the row's lots (a LotList). */
  source: string;
  /**
   * Loaded by the server; null: the browser loads it when the row comes near the screen. A row without lots
   * shows nothing (a category may have no highlighted lots at all).
   */
  cards: RowCard[] | null;
};

export function rowCards(list: LotList, lang: Language, visited: ReadonlySet<number>): RowCard[] {
  return list.data.map((card) => ({ card: lotCardView(card, lang), visited: visited.has(card.id) }));
}

/** schema.org ItemList of the lots a page lists, for search engines (absolute addresses). */
export function itemListJsonLd(name: string, publicUrl: string, cards: readonly LotCardView[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: publicUrl + card.href,
      name: card.title,
    })),
  };
}
