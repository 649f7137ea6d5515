import { isLanguage } from "@tirgus/domain/languages";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { compareTableOf } from "../features/watch-lists/compare-data";
import { CompareView } from "../features/watch-lists/compare-view";
import { getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/compare";

/**
 * `/{lang}/compare`: the visitor's compare list, rendered on the server. Signed out, the list is the one kept
 * under the `watch` cookie; such a visitor's pages are not shared by the page cache while their lists hold
 * anything (the `watchLists` cookie, decision 0019), and an empty list is the same page for everyone.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  const lots = await getApi(context).list<LotDetail>("/api/compare/detailed", undefined, { silent: true });
  return { table: compareTableOf(lots.data, params.lang) };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo
        title={t("Compare classifieds")}
        description={t("The classifieds you chose, side by side.")}
        noindex
      />
      <CompareView table={loaderData.table} />
    </>
  );
}
