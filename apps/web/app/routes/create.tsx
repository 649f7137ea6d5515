import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { WizardText } from "@tirgus/domain/lot-form";
import { SignInFirst } from "../features/auth/sign-in-first";
import { WizardPage } from "../features/wizard/wizard-page";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { useRootData } from "../lib/root-data";
import { Seo } from "../lib/seo";
import { ssrContext } from "../lib/ssr-context";
import type { Route } from "./+types/create";

/** `/my/create` (Latvian) and `/{lang}/my/create`: the create wizard; signed out, the page asks to sign in. */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  return { mapTiles: context.get(ssrContext).mapTiles };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Create({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const signedIn = Boolean(useRootData()?.shell.session);
  return (
    <>
      <Seo
        title={t(WizardText.createClassified)}
        description={t("Post a classified: category, photos, details and price.")}
        noindex
      />
      {signedIn ? (
        <WizardPage lotId={null} mapTiles={loaderData.mapTiles} />
      ) : (
        <SignInFirst title={t(WizardText.createClassified)} text={t("Sign in to post a classified.")} />
      )}
    </>
  );
}
