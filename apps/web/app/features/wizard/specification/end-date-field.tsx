import { activeUntil, calendarDate, EndDateOption, type EndDateOptionName } from "@tirgus/domain/periods";
import { useI18n } from "../../../lib/i18n";
import { Field, inputClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";

const options = Object.keys(EndDateOption) as EndDateOptionName[];

/** "Active until" a day in Latvia, as dd.mm.yyyy. */
export function activeUntilText(option: EndDateOptionName, now: Date): string {
  const [year, month, day] = activeUntil(option, calendarDate(now)).split("-");
  return `${day}.${month}.${year}`;
}

/** How long the lot stays published: one to four weeks (spec 2 section 9), with the day it ends. */
export function EndDateField() {
  const { t } = useI18n();
  const { form, setForm } = useWizard();
  return (
    <Field
      label={t("Publish for")}
      hint={`${t("Active until")} ${activeUntilText(form.endDate, new Date())}`}
    >
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          value={form.endDate}
          onChange={(event) =>
            setForm((current) => ({ ...current, endDate: event.target.value as EndDateOptionName }))
          }
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t("%s weeks", [EndDateOption[option] / 7])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
