import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { Seo } from "../../lib/seo";
import { authModals } from "./auth-modal-names";
import { FormAlert, FormNotice, PasswordField, SubmitButton } from "./fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "./form-rules";
import { useRequest } from "./use-request";

/*
 * The pages the mailed links open (`accountLinkPaths` of @tirgus/domain/auth): confirming a sign-up
 * and setting a new password. The token stays in the query string; it is sent by script only, so a
 * mail scanner that fetches the link does not spend it.
 */

function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 md:py-16">
      <Seo title={title} description={title} noindex />
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm md:p-8">
        <h1 className="mb-5 text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function SignInLink() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <Link
      to={{ pathname, hash: authModals.signIn }}
      state={{ hashModal: authModals.signIn }}
      className="mt-5 inline-flex h-11 w-full items-center justify-center rounded-xl bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover"
    >
      {t("Sign in")}
    </Link>
  );
}

/** `/signup/confirm?token=…`: confirms the e-mail address as soon as the page runs. */
export function ConfirmSignUpPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { busy, problems, run } = useRequest();
  const [confirmed, setConfirmed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    // Once: React's development double effects must not spend the one-use token twice.
    if (sent.current) return;
    sent.current = true;
    void run(() => browserApi().post("/api/signup/confirm", { token }, { silent: true })).then((answer) => {
      if (answer !== undefined) setConfirmed(true);
    });
  }, [run, token]);

  return (
    <AccountPage title={t("Sign-up confirmation")}>
      {busy && <p className="text-muted">{t("Confirming…")}</p>}
      {confirmed && <FormNotice>{t("Your e-mail address is confirmed")}</FormNotice>}
      <FormAlert messages={problems} />
      {confirmed && <SignInLink />}
    </AccountPage>
  );
}

/** `/recovery/finish?token=…`: the last step of password recovery. */
export function FinishRecoveryPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const rules = useFormRules("recovery");
  const { busy, problems, run } = useRequest();
  const [password, setPassword] = useState("");
  const [passwordRepeat, setPasswordRepeat] = useState("");
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});
  const [changed, setChanged] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, { password, passwordRepeat });
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { token: params.get("token") ?? "", password };
    const finish = () => browserApi().post("/api/recovery/finish", body, { silent: true });
    if ((await run(finish)) !== undefined) setChanged(true);
  }

  return (
    <AccountPage title={t("Set a new password")}>
      {changed ? (
        <>
          <FormNotice>{t("Your password is changed")}</FormNotice>
          <SignInLink />
        </>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            label={t("New password")}
            newPassword
            minLength={ruleOf(rules, "password")?.minLength}
            maxLength={ruleOf(rules, "password")?.maxLength}
            value={password}
            onChange={setPassword}
            problem={fieldProblems.password}
            autoFocus
          />
          <PasswordField
            label={t("Repeat the password")}
            newPassword
            value={passwordRepeat}
            onChange={setPasswordRepeat}
            problem={fieldProblems.passwordRepeat}
          />
          <FormAlert messages={problems} />
          <SubmitButton busy={busy}>{t("Save the password")}</SubmitButton>
        </form>
      )}
    </AccountPage>
  );
}
