import { type FormEvent, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { useToast } from "../../lib/toast-store";
import { FormAlert, PasswordField, SubmitButton } from "../auth/fields";
import { type FieldProblem, ruleOf, useFormRules, validateFields } from "../auth/form-rules";
import { useRequest } from "../auth/use-request";

/** Change password (form config `passwordChange`): the current one, the new one twice. */
export function PasswordTab() {
  const { t } = useI18n();
  const rules = useFormRules("passwordChange");
  const { busy, problems, run } = useRequest();
  const empty = { oldPassword: "", password: "", passwordRepeat: "" };
  const [values, setValues] = useState(empty);
  const [fieldProblems, setFieldProblems] = useState<Record<string, FieldProblem>>({});
  const toast = useToast();
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(rules, values);
    setFieldProblems(found);
    if (Object.keys(found).length > 0) return;
    const changed = await run(() =>
      browserApi().post(
        "/api/me/password",
        { oldPassword: values.oldPassword, password: values.password },
        { silent: true },
      ),
    );
    if (changed === undefined) return;
    setValues(empty);
    toast.success("Your password is changed");
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <PasswordField
        label={t("Current password")}
        maxLength={ruleOf(rules, "oldPassword")?.maxLength}
        value={values.oldPassword}
        onChange={set("oldPassword")}
        problem={fieldProblems.oldPassword}
      />
      <PasswordField
        label={t("New password")}
        newPassword
        minLength={ruleOf(rules, "password")?.minLength}
        maxLength={ruleOf(rules, "password")?.maxLength}
        value={values.password}
        onChange={set("password")}
        problem={fieldProblems.password}
      />
      <PasswordField
        label={t("Repeat the new password")}
        newPassword
        maxLength={ruleOf(rules, "password")?.maxLength}
        value={values.passwordRepeat}
        onChange={set("passwordRepeat")}
        problem={fieldProblems.passwordRepeat}
      />
      <FormAlert messages={problems} />
      <SubmitButton busy={busy}>{t("Change password")}</SubmitButton>
    </form>
  );
}
