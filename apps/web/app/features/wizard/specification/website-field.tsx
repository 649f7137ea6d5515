import { useI18n } from "../../../lib/i18n";
import { Field, inputClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";

/** An optional web address; it must start with http:// or https:// (spec 2 section 5). */
export function WebsiteField() {
  const { t } = useI18n();
  const { form, setForm, problemAt } = useWizard();
  return (
    <Field label={t("Website")} problem={problemAt("website")}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="url"
          inputMode="url"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          placeholder="https://"
          maxLength={500}
          value={form.website ?? ""}
          onChange={(event) =>
            setForm((current) => ({ ...current, website: event.target.value.trim() || null }))
          }
          className={inputClass}
        />
      )}
    </Field>
  );
}
