import type { Language } from "@tirgus/domain/languages";
import { defaultItemsPerPage, ListParam, type LotList, lastListPage } from "@tirgus/domain/lot-list";
import { mediaUrl } from "@tirgus/domain/media";
import { calendarDate } from "@tirgus/domain/periods";
import type { ReviewSummary } from "@tirgus/domain/reviews-api";
import type { PublicCompany, PublicUser } from "@tirgus/domain/seller-api";
import { defaultSort, SortOption, type SortOptionId } from "@tirgus/domain/sorting";
import { redirect } from "react-router";
import type { ApiClient } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { notFound } from "../../lib/not-found";
import { hrefOf, pastLastPage, sortedQuery, sortOf, sortOptionsFor } from "../listing/list-query";
import type { SortChoice } from "../listing/sort-menu";
import { type LotCardView, lotCardView } from "../lot-card/card-view";
import type { ListSource } from "../lot-page/list-context";

/*
 * The public seller pages (spec 1 section 2: `/{lang}/user/{user}`, `/{lang}/company/{id}`): the seller's
 * card and their published lots, newest first or in any sort a public list offers, a page of 20 at a time. The view model is worded here
 * (decision 17); cards come from the same list endpoint and card component as every listing.
 */

/** The company logo's version on the page and in shared links: square, this many pixels a side. */
export const logoSize = 256;

export type SellerPageData = {
  kind: "user" | "company";
  /** The name as a heading: the user's pseudonym or first name, or the company's title. */
  name: string;
  trusted: boolean;
  /** "Member since" as dd.mm.yyyy. */
  memberSince: string;
  logo: string | null;
  /** A company's public register details, in display order; empty for users. */
  details: { label: "Registration number" | "VAT number" | "Address" | "Website"; value: string }[];
  website: string | null;
  /** A user's reviews over all their lots (spec 1 section 2: the reviews summary); null for companies. */
  reviews: ReviewSummary | null;
  count: number;
  cards: LotCardView[];
  page: number;
  lastPage: number;
  sort: SortOptionId;
  /** Sorted otherwise than by default: a variant of the page that search engines are not to index. */
  sorted: boolean;
  /** The sorts a public list offers without a category (spec 1 section 9), each as the page's address. */
  sorts: SortChoice[];
  /** The time the cards' relative dates count from, the same in the server render and the browser's. */
  now: number;
  /** The list the lot page steps through (previous / next) when a lot is opened from here. */
  listSource: ListSource;
};

const sellerIdPattern = /^[1-9]\d{0,15}$/;

/** The page number of `?page=`; an address with a malformed one is not a page. */
function pageOf(search: URLSearchParams): number {
  const raw = search.get(ListParam.page);
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw notFound();
  return Number(raw);
}

export async function loadSellerPage(
  api: ApiClient,
  lang: Language,
  kind: SellerPageData["kind"],
  id: string | undefined,
  url: URL,
): Promise<SellerPageData> {
  if (!id || !sellerIdPattern.test(id)) throw notFound();
  const page = pageOf(url.searchParams);
  const listType = kind === "company" ? "company" : "public";
  const sort = sortOf(url.searchParams, listType);
  const query = new URLSearchParams({ [kind]: id });
  if (sort !== defaultSort[listType]) {
    query.set(ListParam.orderColumn, SortOption[sort].orderColumn);
    query.set(ListParam.orderDirection, SortOption[sort].orderDirection);
  }
  if (page > 1) query.set(ListParam.page, String(page));
  const [seller, list, reviews] = await Promise.all([
    api
      .get<PublicUser | PublicCompany>(
        kind === "user" ? `/api/users/${id}` : `/api/companies/${id}`,
        undefined,
        {
          silent: true,
        },
      )
      .catch((error) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    api.get<LotList>(`/api/lots?${query}`),
    kind === "user"
      ? api.get<ReviewSummary>(`/api/users/${id}/review-summary`, undefined, { silent: true })
      : null,
  ]);
  if (!seller || !list) throw notFound();
  const lastPage = lastListPage(list.count, defaultItemsPerPage);
  const clamped = pastLastPage(url.pathname, url.searchParams, page, lastPage);
  if (clamped) throw redirect(clamped);
  const common = {
    kind,
    trusted: seller.trustedBadge,
    memberSince: shortDate(seller.memberSince),
    count: list.count,
    cards: list.data.map((card) => lotCardView(card, lang)),
    page,
    lastPage,
    sort,
    sorted: sort !== defaultSort[listType],
    sorts: sortOptionsFor(new Set()).map((option) => ({
      id: option,
      href: hrefOf(url.pathname, sortedQuery(url.searchParams, option, listType)),
    })),
    now: Date.now(),
    listSource: { source: "list" as const, query: query.toString() },
  };
  if (!("title" in seller))
    return { ...common, name: seller.name, logo: null, details: [], website: null, reviews: reviews ?? null };
  const details: SellerPageData["details"] = [];
  if (seller.registrationNumber)
    details.push({ label: "Registration number", value: seller.registrationNumber });
  if (seller.vatNumber) details.push({ label: "VAT number", value: seller.vatNumber });
  if (seller.address) details.push({ label: "Address", value: seller.address });
  return {
    ...common,
    name: seller.title,
    logo: seller.logo
      ? mediaUrl({ cdn: "", storageId: seller.logo, size: "logo256", rotation: 0, format: "webp" })
      : null,
    details,
    website: seller.website && /^https?:\/\//.test(seller.website) ? seller.website : null,
    reviews: null,
  };
}

/** dd.mm.yyyy written by hand: the server's and the browser's locale data differ. */
function shortDate(iso: string): string {
  const [year, month, day] = calendarDate(new Date(iso)).split("-");
  return `${day}.${month}.${year}`;
}
