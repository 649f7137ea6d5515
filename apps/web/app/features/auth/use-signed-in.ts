import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { switchLanguagePath } from "../../lib/language";
import type { TokenAnswer } from "../../lib/tokens";
import { completeSignIn } from "./session-actions";

/**
 * After a sign-in: tokens stored, the modal closed, and the page shown in the user's language (the
 * language lives in the URL, so "sets the UI language" means the same page under the user's prefix).
 * The shell data is loaded again, now with the session cookie the sign-in set.
 */
export function useSignedIn() {
  const { lang } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return useCallback(
    async (answer: TokenAnswer) => {
      const language = (await completeSignIn(browserApi(), answer)) ?? lang;
      await navigate(
        { pathname: switchLanguagePath(location.pathname, language), search: location.search },
        { replace: true, preventScrollReset: true },
      );
      await revalidate();
    },
    [lang, location.pathname, location.search, navigate, revalidate],
  );
}
