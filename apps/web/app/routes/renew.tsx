import { isLanguage } from "@tirgus/domain/languages";
import type { LotStatusId } from "@tirgus/domain/lots";
import { SignInFirst } from "../features/auth/sign-in-first";
import { fetchLot } from "../features/lot-page/lot-route";
import { type RenewLot, RenewView } from "../features/my-items/renew-view";
import { getApi } from "../lib/api-client";
import { readCookie } from "../lib/cookies";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { useRootData } from "../lib/root-data";
import { Seo } from "../lib/seo";
import { sessionCookieName } from "../lib/session.server";
import type { Route } from "./+types/renew";

/** The e-mail link's token: opaque, but never longer than the API takes. */
const tokenPattern = /^[\w.-]{1,200}$/;

/**
 * `/{lang}/renew?lot={id}&token=...`: prolong a lot. The expiry e-mail's link carries a token that lets its
 * owner prolong without signing in; without one the owner signs in first.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const id = Number(url.searchParams.get("lot"));
  if (!isLanguage(params.lang) || !Number.isSafeInteger(id) || id <= 0) throw notFound();
  const rawToken = url.searchParams.get("token");
  const token = rawToken && tokenPattern.test(rawToken) ? rawToken : null;
  const signedIn = Boolean(readCookie(request.headers.get("cookie"), sessionCookieName));
  if (!token && !signedIn) return { page: null };
  const lot = await fetchLot(getApi(context), id);
  const text = (pair: { lv: string; ru: string }) => (params.lang === "ru" ? pair.ru : pair.lv);
  const renewLot: RenewLot = {
    id: lot.id,
    title: text(lot.title),
    href: text(lot.frontUrl),
    status: lot.status as LotStatusId,
    endDate: lot.endDate,
    xmlImported: lot.xmlImported,
  };
  return { page: { lot: renewLot, token, now: Date.now() } };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Renew({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const signedIn = Boolean(useRootData()?.shell.session);
  const { page } = loaderData;
  return (
    <>
      <Seo
        title={t("Prolong classified")}
        description={t("Keep your classified active for longer.")}
        noindex
      />
      {page && (page.token || signedIn) ? (
        <RenewView lot={page.lot} token={page.token} now={page.now} />
      ) : (
        <SignInFirst title={t("Prolong classified")} text={t("Sign in to prolong your classified.")} />
      )}
    </>
  );
}
