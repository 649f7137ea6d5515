import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useI18n } from "../../lib/i18n";
import type { ShellSession } from "../../lib/session";
import { useToast } from "../../lib/toast-store";
import { userDataPath } from "./user-data-path";

/** On every page while an admin is signed in as someone: who, and the way back to the admin's account. */
export function ImpersonationBanner({ session }: { session: ShellSession | null }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!session?.impersonatedBy) return null;

  // The way back is the API client's and the session's code: it loads with the click.
  async function goBack() {
    setBusy(true);
    try {
      const { returnToOwnAccount } = await import("./impersonation-actions");
      const problems = await returnToOwnAccount();
      for (const problem of problems) toast.error(problem.message, problem.values);
      if (problems.length > 0) return;
      await navigate(userDataPath(lang));
      await revalidate();
    } catch {
      toast.error("Something went wrong. Please try again later.");
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
