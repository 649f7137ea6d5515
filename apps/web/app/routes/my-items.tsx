import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import type { OwnLotList } from "@tirgus/domain/lot-lifecycle-api";
import { defaultItemsPerPage } from "@tirgus/domain/lot-list";
import { redirect } from "react-router";
import { SignInFirst } from "../features/auth/sign-in-first";
import { pastLastPage } from "../features/listing/list-query";
import { viewTypeIn } from "../features/listing/view-type";
import { type MyItemsPage, MyItemsView } from "../features/my-items/my-items-view";
import {
  checkedStatuses,
  companyOf,
  ownLotsQuery,
  ownSortOf,
  pageOf,
} from "../features/my-items/own-list-query";
import { ownLotView } from "../features/my-items/own-lot-view";
import type { ProfileMe } from "../features/profile/profile-data";
import { getApi } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import { readCookie } from "../lib/cookies";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { useRootData } from "../lib/root-data";
import { Seo } from "../lib/seo";
import { sessionCookieName } from "../lib/session.server";
import type { Route } from "./+types/my-items";

/**
 * `/my/items` (Latvian) and `/{lang}/my/items`: the signed-in user's own lots, rendered on the server. Own
 * lists are requested with authentication (spec 1 section 6): signed out, or with a session the API no longer
 * accepts (401), the page asks to sign in.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  const cookies = request.headers.get("cookie");
  if (!readCookie(cookies, sessionCookieName)) return { list: null, view: viewTypeIn(cookies) };
  const api = getApi(context);
  const quiet = { silent: true };
  const signedOut = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  };
  const [found, me] = await Promise.all([
    api.get<OwnLotList>("/api/me/lots", ownLotsQuery(url.searchParams), quiet).catch(signedOut),
    // The contacts modal (a status change may ask for a phone) shows the profile's contacts.
    api.get<ProfileMe>("/api/me", undefined, quiet).catch(signedOut),
  ]);
  if (!found || !me) return { list: null, view: viewTypeIn(cookies) };
  const page = pageOf(url.searchParams);
  const lastPage = Math.max(1, Math.ceil(found.count / defaultItemsPerPage));
  const clamped = pastLastPage(url.pathname, url.searchParams, page, lastPage);
  if (clamped) throw redirect(clamped);
  const list: MyItemsPage = {
    lots: found.data.map((lot) => ownLotView(lot, lang)),
    count: found.count,
    total: found.total,
    page,
    lastPage,
    statuses: checkedStatuses(url.searchParams),
    company: companyOf(url.searchParams),
    sort: ownSortOf(url.searchParams),
    now: Date.now(),
    contacts: me.contacts,
  };
  return { list, view: viewTypeIn(cookies) };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function MyItems({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const session = useRootData()?.shell.session;
  // The user's preference decides (it follows them to every device); without one the cookie did.
  const view = session?.listView ?? loaderData.view;
  return (
    <>
      <Seo
        title={t("My classifieds")}
        description={t("Your classifieds: publish, close, prolong and more.")}
        noindex
      />
      {loaderData.list && session ? (
        <MyItemsView list={loaderData.list} view={view} />
      ) : (
        <SignInFirst title={t("My classifieds")} text={t("Sign in to manage your classifieds.")} />
      )}
    </>
  );
}
