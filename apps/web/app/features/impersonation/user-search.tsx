import { userStatusLabel } from "@tirgus/domain/moderation";
import { type FoundUser, Role, UserStatus } from "@tirgus/domain/users";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { QueryForm } from "../../ui/query-form";
import { FormAlert } from "../auth/fields";
import type { FieldProblem } from "../auth/form-rules";
import { problemsOf } from "../auth/use-request";
import { impersonate } from "./impersonation-actions";

/** The admin's lookup (a plain GET form, so the query is in the address) and what it found. */
export function UserSearch({ query, found }: { query: string; found: readonly FoundUser[] | null }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("Sign in as a user")}</h1>
        <p className="mt-1 text-muted">
          {t(
            "Find the account by its id, e-mail address or phone number, then see the site as its owner does.",
          )}
        </p>
      </div>
      <QueryForm label={t("Id, e-mail or phone")} defaultValue={query} />
      {found !== null &&
        (found.length === 0 ? (
          <p className="text-muted">{t("Nobody has this id, e-mail or phone.")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
            {found.map((user) => (
              <li key={user.id}>
                <FoundUserRow user={user} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function FoundUserRow({ user }: { user: FoundUser }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const name = [user.fname, user.lname].filter(Boolean).join(" ") || t("No name");

  async function signInAs() {
    setBusy(true);
    setProblems([]);
    try {
      await impersonate(browserApi(), user.id);
      await navigate(lang === "lv" ? "/" : `/${lang}`);
      await revalidate();
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {name} <span className="font-normal text-muted">#{user.id}</span>
          </p>
          <p className="text-sm break-all text-muted">
            {[user.email, ...user.contacts.filter((c) => c !== user.email)].filter(Boolean).join(" · ")}
          </p>
          <p className="mt-1 text-sm">
            {t(userStatusLabel[user.status] ?? "Unknown")} · {t("Registered %s", [user.createdAt])}
          </p>
        </div>
        {user.role === Role.admin ? (
          <p className="text-sm text-muted">{t("An admin: not to be signed in as")}</p>
        ) : (
          <button
            type="button"
            onClick={signInAs}
            disabled={busy || user.status === UserStatus.blocked}
            aria-busy={busy}
            className="h-10 shrink-0 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
          >
            {t("Sign in as this user")}
          </button>
        )}
      </div>
      <FormAlert messages={problems} />
    </div>
  );
}
