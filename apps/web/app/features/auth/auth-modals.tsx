import { lazy, Suspense, useEffect } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import type { ShellSession } from "../../lib/session";
import { browserTokens } from "../../lib/tokens";
import { HashModal } from "../../ui/hash-modal";
import { authModals } from "./auth-modal-names";
import { ensureWatchIdentifier } from "./session-actions";

const SignInForm = lazy(() => import("./sign-in-form"));
const SignUpForm = lazy(() => import("./sign-up-form"));
const RecoveryForm = lazy(() => import("./recovery-form"));

/** `#signin`, `#signup` and `#recovery`, for signed-out visitors; each form's code loads when opened. */
export function AuthModals({ session }: { session: ShellSession | null }) {
  const { t } = useI18n();
  useBrowserSession(session);
  if (session) return null;
  return (
    <>
      <HashModal name={authModals.signIn} title={t("Sign in")}>
        <Suspense fallback={null}>
          <SignInForm />
        </Suspense>
      </HashModal>
      <HashModal name={authModals.signUp} title={t("Sign up")}>
        <Suspense fallback={null}>
          <SignUpForm />
        </Suspense>
      </HashModal>
      <HashModal name={authModals.recovery} title={t("Password recovery")}>
        <Suspense fallback={null}>
          <RecoveryForm />
        </Suspense>
      </HashModal>
    </>
  );
}

/**
 * Keeps the browser in step with the session the server rendered: a signed-in page keeps its tokens
 * fresh; a signed-out one forgets tokens left from a session that ended elsewhere (revoked, expired),
 * and has a watch identifier for its favourites.
 */
function useBrowserSession(session: ShellSession | null) {
  const signedIn = session !== null;
  useEffect(() => {
    const tokens = browserTokens();
    if (signedIn) {
      tokens.start();
      return () => tokens.stop();
    }
    if (tokens.hasLoginFlag()) tokens.forget();
    void ensureWatchIdentifier(browserApi());
    return undefined;
  }, [signedIn]);
}
