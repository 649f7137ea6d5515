import { type FormEvent, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { authModals, useSwitchModal } from "./auth-modal-names";
import { FormAlert, FormNotice, LinkButton, SubmitButton, TextField } from "./fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "./form-rules";
import { useRequest } from "./use-request";

/** The `#recovery` modal: a link to set a new password is mailed (same answer for unknown addresses). */
export default function RecoveryForm() {
  const { t, lang } = useI18n();
  const api = browserApi();
  const rules = useFormRules("recoveryByEmail");
  const switchTo = useSwitchModal();
  const { busy, problems, run } = useRequest();
  const [email, setEmail] = useState("");
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, { email });
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { email, language: lang };
    if ((await run(() => api.post("/api/recovery", body, { silent: true }))) !== undefined) setSent(true);
  }

  return (
    <div className="flex flex-col gap-5 px-5 py-5">
      {sent ? (
        <FormNotice>{t("If the address belongs to an account, we sent a link to it")}</FormNotice>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            {t("Enter your e-mail: we will send a link to set a new password.")}
          </p>
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
          <FormAlert messages={problems} />
          <SubmitButton busy={busy}>{t("Send the link")}</SubmitButton>
        </form>
      )}
      <p className="border-t border-line pt-4 text-sm">
        <LinkButton onClick={() => switchTo(authModals.signIn)}>{t("Back to sign in")}</LinkButton>
      </p>
    </div>
  );
}
