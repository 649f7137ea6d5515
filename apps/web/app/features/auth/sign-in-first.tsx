import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "../../lib/i18n";
import { authModals } from "./auth-modal-names";

/**
 * A page of signed-in users, for a signed-out visitor: the sign-in modal opens over it, and once signed in the
 * page loads again with its content (spec 1 section 4's sign-in redirect, without leaving the page).
 */
export function SignInFirst({ title, text }: { title: string; text: string }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.hash === "")
      void navigate({ hash: authModals.signIn }, { replace: true, preventScrollReset: true });
  }, [location.hash, navigate]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted">{text}</p>
      <Link
        to={{ hash: authModals.signIn }}
        className="inline-flex h-11 items-center rounded-xl bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover"
      >
        {t("Sign in")}
      </Link>
    </div>
  );
}
