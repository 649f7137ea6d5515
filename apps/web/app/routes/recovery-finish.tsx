import { isLanguage } from "@tirgus/domain/languages";
import { FinishRecoveryPage } from "../features/auth/account-link-pages";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import type { Route } from "./+types/recovery-finish";

/** `/recovery/finish` and `/{lang}/recovery/finish`: the password recovery link of the mail. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw notFound();
  return null;
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function RecoveryFinish() {
  return <FinishRecoveryPage />;
}
