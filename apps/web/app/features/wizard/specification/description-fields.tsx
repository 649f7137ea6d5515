import { lotTextMaxLength } from "@tirgus/domain/limits";
import { adTextLanguages, requiredAdTextLanguage } from "@tirgus/domain/lot-form";
import { ShownText } from "@tirgus/domain/shown-texts";
import { useI18n } from "../../../lib/i18n";
import { Field, inputClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { AiDescriptionButton } from "./ai-description-button";

const languageNames = { lv: "Description in Latvian", ru: "Description in Russian" } as const;

/** The description in Latvian (required) and Russian, each with "Characters left" of 2000. */
export function DescriptionFields() {
  const { t } = useI18n();
  const { form, setForm, problemAt } = useWizard();
  return (
    <div className="flex flex-col gap-4">
      <AiDescriptionButton />
      {adTextLanguages.map((language) => {
        const text = form.adTexts[language]?.text ?? "";
        return (
          <Field
            key={language}
            label={t(languageNames[language])}
            required={language === requiredAdTextLanguage}
            problem={problemAt(`adTexts.${language}`)}
            hint={`${t(ShownText.charactersLeft)}: ${lotTextMaxLength - text.length}`}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                lang={language}
                rows={6}
                maxLength={lotTextMaxLength}
                value={text}
                onChange={(event) =>
                  setForm((current) => ({
                    ...current,
                    adTexts: { ...current.adTexts, [language]: { text: event.target.value } },
                  }))
                }
                className={`${inputClass} h-auto py-2.5`}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
