import { isLanguage } from "@tirgus/domain/languages";
import { pageSize } from "@tirgus/domain/limits";
import { type LotList, lastListPage } from "@tirgus/domain/lot-list";
import { redirect } from "react-router";
import { adultContentAllowed } from "../features/landing/age-gate";
import {
  discountCanonicalQuery,
  discountQueryOf,
  discountSearch,
  discountSource,
} from "../features/landing/discount";
import { DiscountView } from "../features/landing/discount-view";
import { hrefOf, pastLastPage } from "../features/listing/list-query";
import { visitedLotsIn } from "../features/lot-card/visited-lots";
import { rowCards } from "../features/lot-rows/row-data";
import { hideFooterParam } from "../features/shell/footer-visibility";
import { getApi } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/discount-landing";

/**
 * `/{lang}/landing/highlighted`: the discount products list. Its own route, ranked before
 * `/{lang}/landing/{slug}`, so `highlighted` is never taken for a category slug.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  const search = new URL(url).searchParams;
  const query = discountQueryOf(search);
  // The same list at its one address (`?page=0`, a sort spelled otherwise, parameters it does not take), as
  // the category lists do: permanent, so search engines keep that one. The footer's hide marker stays.
  const clean = discountSearch(query);
  if (search.get(hideFooterParam) === "1") clean.set(hideFooterParam, "1");
  if (clean.toString() !== search.toString()) throw redirect(hrefOf(url.pathname, clean), 301);
  const list = await getApi(context)
    .get<LotList>(discountSource(query, adultContentAllowed(request.headers.get("cookie"))), undefined, {
      silent: true,
    })
    .catch((error: unknown) => {
      // Past the last page (lists end at result 10,000): not found rather than an empty page.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    });
  if (!list) throw notFound();
  const lastPage = lastListPage(list.count, pageSize);
  const clamped = pastLastPage(url.pathname, search, query.page, lastPage);
  if (clamped) throw redirect(clamped);
  return {
    list: {
      query,
      count: list.count,
      countCapped: list.countCapped,
      lastPage,
      cards: rowCards(list, params.lang, visitedLotsIn(request.headers.get("cookie"))),
      now: Date.now(),
    },
  };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function DiscountLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { ownerType, page } = loaderData.list.query;
  // Each owner's list and each page is a page of its own to a search engine: each its own title.
  const owner = ownerType === 1 ? t("Private sellers") : ownerType === 2 ? t("Companies") : null;
  const title = [t("Discount products"), owner, page > 1 ? t("Page %s", [page]) : null]
    .filter((part) => part !== null)
    .join(" — ");
  return (
    <>
      <Seo
        title={title}
        description={t("Discounted goods and services from private sellers and companies all over Latvia.")}
        canonicalQuery={discountCanonicalQuery(loaderData.list.query)}
      />
      <DiscountView list={loaderData.list} />
    </>
  );
}
