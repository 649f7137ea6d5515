import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import type { LotFormState } from "@tirgus/domain/lot-form-api";
import { SignInFirst } from "../features/auth/sign-in-first";
import { fetchLot } from "../features/lot-page/lot-route";
import { publishLotOf } from "../features/my-items/publish-data";
import { PublishView } from "../features/my-items/publish-view";
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
import type { Route } from "./+types/publish";

/**
 * `/my/publish/{id}` (Latvian) and `/{lang}/my/publish/{id}`: the owner publishes a lot, choosing how long
 * it stays active. The API answers the owner also for their drafts, pending and blocked lots; anyone else
 * gets the not-found (or forbidden) view.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  const id = Number(params.id);
  if (!isLanguage(lang) || !Number.isSafeInteger(id) || id <= 0) throw notFound();
  if (!readCookie(request.headers.get("cookie"), sessionCookieName)) return { page: null };
  const api = getApi(context);
  const me = await api.get<ProfileMe>("/api/me", undefined, { silent: true }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });
  if (!me) return { page: null };
  const [lot, form] = await Promise.all([
    fetchLot(api, id),
    // The stored end interval; without it the page offers the default one.
    api
      .get<Pick<LotFormState, "form">>(`/api/lots/${id}/form`, undefined, { silent: true })
      .catch(() => null),
  ]);
  if (lot.owner.id !== me.id) throw notFound();
  const page = {
    lot: publishLotOf(lot, lang, form?.form.endDate ?? null),
    now: Date.now(),
    contacts: me.contacts,
  };
  return { page };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Publish({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const signedIn = Boolean(useRootData()?.shell.session);
  const { page } = loaderData;
  return (
    <>
      <Seo
        title={t("Publish classified")}
        description={t("Choose how long your classified is active and publish it.")}
        noindex
      />
      {page && signedIn ? (
        <PublishView lot={page.lot} now={page.now} contacts={page.contacts} />
      ) : (
        <SignInFirst title={t("Publish classified")} text={t("Sign in to publish your classified.")} />
      )}
    </>
  );
}
