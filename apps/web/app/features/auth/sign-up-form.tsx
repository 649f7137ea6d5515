import { type FormEvent, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { authModals, useSwitchModal } from "./auth-modal-names";
import {
  CheckboxField,
  FormAlert,
  FormNotice,
  LinkButton,
  PasswordField,
  SubmitButton,
  TextField,
} from "./fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "./form-rules";
import { PhoneCodeForm, PolicyAgreement } from "./phone-code-form";
import { SocialButtons } from "./social-buttons";
import { useRequest } from "./use-request";

/** The `#signup` modal: e-mail and password confirmed by a mailed link, or a phone with a texted code. */
export default function SignUpForm() {
  const { t } = useI18n();
  const [byPhone, setByPhone] = useState(false);
  const switchTo = useSwitchModal();
  return (
    <div className="flex flex-col gap-5 px-5 py-5">
      {byPhone ? <PhoneCodeForm signUp /> : <EmailSignUp />}
      <LinkButton onClick={() => setByPhone((phone) => !phone)}>
        {byPhone ? t("Sign up with an e-mail") : t("Sign up with a phone number")}
      </LinkButton>
      <SocialButtons />
      <p className="border-t border-line pt-4 text-sm text-muted">
        {t("Already have an account?")}{" "}
        <LinkButton onClick={() => switchTo(authModals.signIn)}>{t("Sign in")}</LinkButton>
      </p>
    </div>
  );
}

function EmailSignUp() {
  const { t, lang } = useI18n();
  const api = browserApi();
  const rules = useFormRules("signup");
  const { busy, problems, run } = useRequest();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordRepeat, setPasswordRepeat] = useState("");
  const [policyAgreed, setPolicyAgreed] = useState(false);
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, { email, password, passwordRepeat, policyAgreed });
    // The spec's own words for the policy box, whatever the generic rule says.
    if (found.policyAgreed || !policyAgreed)
      found.policyAgreed = { message: "You must agree to privacy policy" };
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { email, password, policyAgreed, language: lang };
    if ((await run(() => api.post("/api/signup", body, { silent: true }))) !== undefined) setSent(true);
  }

  if (sent) return <FormNotice>{t("Check your e-mail to finish signing up")}</FormNotice>;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t("E-mail")}
        type="email"
        autoComplete="email"
        maxLength={ruleOf(rules, "email")?.maxLength}
        value={email}
        onChange={setEmail}
        problem={fieldProblems.email}
        autoFocus
      />
      <PasswordField
        label={t("Password")}
        newPassword
        minLength={ruleOf(rules, "password")?.minLength}
        maxLength={ruleOf(rules, "password")?.maxLength}
        value={password}
        onChange={setPassword}
        problem={fieldProblems.password}
      />
      <PasswordField
        label={t("Repeat the password")}
        newPassword
        value={passwordRepeat}
        onChange={setPasswordRepeat}
        problem={fieldProblems.passwordRepeat}
      />
      <CheckboxField checked={policyAgreed} onChange={setPolicyAgreed} problem={fieldProblems.policyAgreed}>
        <PolicyAgreement />
      </CheckboxField>
      <FormAlert messages={problems} />
      <SubmitButton busy={busy}>{t("Sign up")}</SubmitButton>
    </form>
  );
}
