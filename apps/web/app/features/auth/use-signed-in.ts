import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { usePathIn } from "../../lib/page-paths";
import type { TokenAnswer } from "../../lib/tokens";
import { completeSignIn } from "./session-actions";

/**
 * After a sign-in: tokens stored, the modal closed, and the page shown in the user's language (the
 * language lives in the URL, so "sets the UI language" means the same page under the user's prefix).
 * The shell data is loaded again, now with the session cookie the sign-in set: first, on the page as it is
 * (the modal's hash still there), then the hash goes. Closing a hash modal loads nothing (lib/revalidation.ts),
 * and a page that asks signed-out visitors to sign in (my items) would have opened the form again at once.
 */
export function useSignedIn() {
  const { lang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const pathIn = usePathIn();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (answer: TokenAnswer) => {
      const language = (await completeSignIn(browserApi(), answer)) ?? lang;
      await revalidate();
      await navigate(
        { pathname: pathIn(language), search: location.search },
        { replace: true, preventScrollReset: true },
      );
    },
    [lang, pathIn, location.search, navigate, revalidate],
  );
}
