import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { CheckboxField, FormAlert, FormNotice, LinkButton, SubmitButton, TextField } from "./fields";
import type { FieldProblem } from "./form-rules";
import { signInWithPhoneCode } from "./session-actions";
import { useRequest } from "./use-request";
import { useSignedIn } from "./use-signed-in";

const codePattern = /^\d{6}$/;

/**
 * Sign-in (and sign-up: an unknown number gets an account) with a code texted to the phone. Sign-up
 * asks for the policy agreement up front; sign-in asks only when the server says the number is new.
 */
export function PhoneCodeForm({ signUp }: { signUp: boolean }) {
  const { t, lang } = useI18n();
  const api = browserApi();
  const signedIn = useSignedIn();
  const { busy, problems, failedFields, run } = useRequest();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [policyAgreed, setPolicyAgreed] = useState(false);
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});
  const policyRefused = failedFields.includes("policyAgreed");
  const askPolicy = signUp || policyRefused;

  // The server spends the code before it finds the number new: agreeing needs a fresh code.
  useEffect(() => {
    if (!policyRefused) return;
    setCodeSent(false);
    setCode("");
  }, [policyRefused]);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const local = checkPhoneStep();
    setFieldProblems(local);
    if (Object.keys(local).length > 0) return;
    const sent = await run(() => api.post("/api/phone/code", { phone, language: lang }, { silent: true }));
    if (sent !== undefined) setCodeSent(true);
  }

  function checkPhoneStep(): Record<string, FieldProblem> {
    const found: Record<string, FieldProblem> = {};
    if (phone === "") found.phone = { message: "This field is required" };
    if (askPolicy && !policyAgreed) found.policyAgreed = { message: "You must agree to privacy policy" };
    return found;
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    const found = checkPhoneStep();
    if (!codePattern.test(code)) found.code = { message: "Enter the 6-digit code" };
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const answer = await run(() => signInWithPhoneCode(api, { phone, code, policyAgreed, lang }));
    if (answer) await signedIn(answer);
  }

  return (
    <form noValidate onSubmit={codeSent ? signIn : sendCode} className="flex flex-col gap-4">
      <TextField
        label={t("Phone number")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={phone}
        onChange={setPhone}
        problem={fieldProblems.phone}
        hint={t("Latvian numbers: 8 digits; other countries with their dial code")}
        readOnly={codeSent}
      />
      {codeSent && (
        <>
          <FormNotice>{t("We sent a code")}</FormNotice>
          <TextField
            label={t("Code from the SMS")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={setCode}
            problem={fieldProblems.code}
            autoFocus
          />
        </>
      )}
      {askPolicy && (
        <CheckboxField checked={policyAgreed} onChange={setPolicyAgreed} problem={fieldProblems.policyAgreed}>
          <PolicyAgreement />
        </CheckboxField>
      )}
      <FormAlert messages={problems} />
      <SubmitButton busy={busy}>{codeSent ? t(signUp ? "Sign up" : "Sign in") : t("Send code")}</SubmitButton>
      {codeSent && (
        <LinkButton
          onClick={() => {
            setCodeSent(false);
            setCode("");
          }}
        >
          {t("Change the number")}
        </LinkButton>
      )}
    </form>
  );
}

/** "I agree to the privacy policy", the policy opening in a new tab so the form keeps its state. */
export function PolicyAgreement() {
  const { t, lang } = useI18n();
  return (
    <>
      {t("I agree to the")}{" "}
      <Link
        to={`/${lang}/about/user-data-policy`}
        target="_blank"
        className="font-medium text-accent underline"
      >
        {t("privacy policy")}
      </Link>
    </>
  );
}
