import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { SignInFirst } from "../features/auth/sign-in-first";
import { WizardPage } from "../features/wizard/wizard-page";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { useRootData } from "../lib/root-data";
import { Seo } from "../lib/seo";
import { ssrContext } from "../lib/ssr-context";
import type { Route } from "./+types/edit";

/**
 * `/my/edit/{id}` (Latvian) and `/{lang}/my/edit/{id}`: the wizard with a saved lot. It is loaded in the
 * browser, with the session's token, like every call the wizard makes.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  const id = Number(params.id);
  if (!isLanguage(lang) || !Number.isSafeInteger(id) || id <= 0) throw notFound();
  return { id, mapTiles: context.get(ssrContext).mapTiles };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Edit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const signedIn = Boolean(useRootData()?.shell.session);
  return (
    <>
      <Seo title={t("Edit classified")} description={t("Change your classified.")} noindex />
      {signedIn ? (
        <WizardPage lotId={loaderData.id} mapTiles={loaderData.mapTiles} />
      ) : (
        <SignInFirst title={t("Edit classified")} text={t("Sign in to change your classified.")} />
      )}
    </>
  );
}
