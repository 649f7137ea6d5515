import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import type { ShellSession } from "../../lib/session";
import { useToast } from "../../lib/toast-store";
import { problemsOf } from "../auth/use-request";
import { stopImpersonating } from "./impersonation-actions";
import { userDataPath } from "./user-data-path";

/** On every page while an admin is signed in as someone: who, and the way back to the admin's account. */
export function ImpersonationBanner({ session }: { session: ShellSession | null }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!session?.impersonatedBy) return null;

  async function goBack() {
    setBusy(true);
    try {
      await stopImpersonating(browserApi());
      await navigate(userDataPath(lang));
      await revalidate();
    } catch (error) {
      for (const problem of problemsOf(error)) toast.error(problem.message, problem.values);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="status" className="bg-[#b45309] text-white dark:bg-[#92400e]">
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm lg:px-6">
        <p>{t("You are signed in as %s.", [session.displayName])}</p>
        <button
          type="button"
          onClick={goBack}
          disabled={busy}
          aria-busy={busy}
          className="rounded-lg bg-white/15 px-3 py-1.5 font-semibold hover:bg-white/25 disabled:opacity-60"
        >
          {t("Return to your account")}
        </button>
      </div>
    </div>
  );
}
