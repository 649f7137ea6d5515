import { type FormEvent, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { authModals, useSwitchModal } from "./auth-modal-names";
import { FormAlert, LinkButton, PasswordField, SubmitButton, TextField } from "./fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "./form-rules";
import { PhoneCodeForm } from "./phone-code-form";
import { signInWithPassword } from "./session-actions";
import { SocialButtons } from "./social-buttons";
import { useRequest } from "./use-request";
import { useSignedIn } from "./use-signed-in";

/** The `#signin` modal: e-mail or phone with a password, or a code texted to the phone. */
export default function SignInForm() {
  const { t } = useI18n();
  const [byCode, setByCode] = useState(false);
  const switchTo = useSwitchModal();
  return (
    <div className="flex flex-col gap-5 px-5 py-5">
      {byCode ? <PhoneCodeForm signUp={false} /> : <PasswordSignIn />}
      <LinkButton onClick={() => setByCode((code) => !code)}>
        {byCode ? t("Sign in with a password") : t("Sign in with a code")}
      </LinkButton>
      <SocialButtons />
      <div className="flex flex-col items-start gap-2 border-t border-line pt-4 text-sm">
        {!byCode && (
          <LinkButton onClick={() => switchTo(authModals.recovery)}>{t("Forgot your password?")}</LinkButton>
        )}
        <p className="text-muted">
          {t("No account yet?")}{" "}
          <LinkButton onClick={() => switchTo(authModals.signUp)}>{t("Sign up")}</LinkButton>
        </p>
      </div>
    </div>
  );
}

function PasswordSignIn() {
  const { t } = useI18n();
  const api = browserApi();
  const rules = useFormRules("login");
  const signedIn = useSignedIn();
  const { busy, problems, run } = useRequest();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, { username, password });
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const answer = await run(() => signInWithPassword(api, username, password));
    if (answer) await signedIn(answer);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t("E-mail or phone")}
        autoComplete="username"
        maxLength={ruleOf(rules, "username")?.maxLength}
        value={username}
        onChange={setUsername}
        problem={fieldProblems.username}
        autoFocus
      />
      <PasswordField
        label={t("Password")}
        maxLength={ruleOf(rules, "password")?.maxLength}
        value={password}
        onChange={setPassword}
        problem={fieldProblems.password}
      />
      <FormAlert messages={problems} />
      <SubmitButton busy={busy}>{t("Sign in")}</SubmitButton>
    </form>
  );
}
