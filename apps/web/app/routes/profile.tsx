import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { SignInFirst } from "../features/auth/sign-in-first";
import type { ProfileMe } from "../features/profile/profile-data";
import { ProfilePage } from "../features/profile/profile-page";
import { getApi } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/profile";

/** `/my/profile` (Latvian) and `/{lang}/my/profile`: the signed-in user's profile, rendered on the server. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  const me = await getApi(context)
    .get<ProfileMe>("/api/me", undefined, { silent: true })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
  return { me };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo title={t("My profile")} description={t("Your details, contacts, sign-in and settings.")} noindex />
      {loaderData.me ? (
        <ProfilePage me={loaderData.me} />
      ) : (
        <SignInFirst title={t("My profile")} text={t("Sign in to see and change your profile.")} />
      )}
    </>
  );
}
