import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { authModals } from "../features/auth/auth-modal-names";
import type { ProfileMe } from "../features/profile/profile-data";
import { ProfilePage } from "../features/profile/profile-page";
import { ApiError, getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
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

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo title={t("My profile")} description={t("Your details, contacts, sign-in and settings.")} noindex />
      {loaderData.me ? <ProfilePage me={loaderData.me} /> : <SignInFirst />}
    </>
  );
}

/**
 * A signed-out visitor is asked to sign in, here: the sign-in modal opens over this page, and once signed
 * in the page loads again with the profile (spec 1 section 4's sign-in redirect, without leaving).
 */
function SignInFirst() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.hash === "")
      void navigate({ hash: authModals.signIn }, { replace: true, preventScrollReset: true });
  }, [location.hash, navigate]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t("My profile")}</h1>
      <p className="text-muted">{t("Sign in to see and change your profile.")}</p>
      <Link
        to={{ hash: authModals.signIn }}
        className="inline-flex h-11 items-center rounded-xl bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover"
      >
        {t("Sign in")}
      </Link>
    </div>
  );
}
