import type { ApiList } from "@tirgus/domain/api-contract";
import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { defaultItemsPerPage, type LotCard } from "@tirgus/domain/lot-list";
import type { BookmarkOrderColumn } from "@tirgus/domain/watch-lists";
import { redirect } from "react-router";
import { SignInFirst } from "../features/auth/sign-in-first";
import { pastLastPage } from "../features/listing/list-query";
import { lotCardView } from "../features/lot-card/card-view";
import { type BookmarksPage, BookmarksView } from "../features/watch-lists/bookmarks-view";
import { getApi } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import { readCookie } from "../lib/cookies";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { useRootData } from "../lib/root-data";
import { Seo } from "../lib/seo";
import { sessionCookieName } from "../lib/session.server";
import type { Route } from "./+types/bookmarks";

/**
 * `/my/bookmarks` (Latvian) and `/{lang}/my/bookmarks`: the signed-in user's favourites, rendered on the
 * server. Bookmarks are requested with authentication (spec 1 section 6): signed out, the page asks to sign in.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  if (!readCookie(request.headers.get("cookie"), sessionCookieName)) return { list: null };
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const orderColumn: BookmarkOrderColumn =
    url.searchParams.get("orderColumn") === "addedDate" ? "addedDate" : "createDate";
  const found = await getApi(context)
    .get<ApiList<LotCard>>(
      "/api/favorites/detailed",
      { page, orderColumn, itemsPerPage: defaultItemsPerPage },
      { silent: true },
    )
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
  if (!found) return { list: null };
  const lastPage = Math.max(1, Math.ceil(found.count / defaultItemsPerPage));
  const clamped = pastLastPage(url.pathname, url.searchParams, page, lastPage);
  if (clamped) throw redirect(clamped);
  const list: BookmarksPage = {
    cards: found.data.map((card) => lotCardView(card, lang)),
    count: found.count,
    page,
    lastPage,
    orderColumn,
    now: Date.now(),
  };
  return { list };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Bookmarks({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const signedIn = Boolean(useRootData()?.shell.session);
  return (
    <>
      <Seo title={t("Favorites")} description={t("The classifieds you keep in your favorites.")} noindex />
      {loaderData.list && signedIn ? (
        <BookmarksView list={loaderData.list} />
      ) : (
        <SignInFirst
          title={t("Favorites")}
          text={t("Sign in to see the classifieds you keep in your favorites.")}
        />
      )}
    </>
  );
}
