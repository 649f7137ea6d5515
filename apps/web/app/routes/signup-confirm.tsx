import { isLanguage } from "@tirgus/domain/languages";
import { ConfirmSignUpPage } from "../features/auth/account-link-pages";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import type { Route } from "./+types/signup-confirm";

/** `/signup/confirm` and `/{lang}/signup/confirm`: the sign-up confirmation link of the mail. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw notFound();
  return null;
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function SignUpConfirm() {
  return <ConfirmSignUpPage />;
}
