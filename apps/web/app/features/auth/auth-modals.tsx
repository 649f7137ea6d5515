import { lazy, Suspense, useEffect } from "react";
import { useI18n } from "../../lib/i18n";
import type { ShellSession } from "../../lib/session";
import { HashModal } from "../../ui/hash-modal";
import { authModals } from "./auth-modal-names";

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
 * The browser's side of the session (browser-session.ts). It runs after hydration and needs the token
 * pipeline and the API client, so both load then, not with the page.
 */
function useBrowserSession(session: ShellSession | null) {
  const signedIn = session !== null;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    void import("./browser-session").then(({ keepBrowserSession }) => {
      if (!ended) stop = keepBrowserSession(signedIn);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [signedIn]);
}
