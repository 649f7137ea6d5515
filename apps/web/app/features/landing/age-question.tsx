import { AdultContent } from "@tirgus/domain/languages";
import { Form } from "react-router";
import { useI18n } from "../../lib/i18n";
import { adultAnswerParameter } from "./age-gate";

/** Shown instead of an adult category's content until the visitor says they are 18 or older. */
export function AgeQuestion() {
  const { t } = useI18n();
  const button =
    "inline-flex h-11 items-center justify-center rounded-xl px-5 font-semibold transition-colors";
  return (
    <section
      aria-labelledby="age-question"
      className="mx-4 my-8 flex max-w-lg flex-col items-center gap-4 rounded-2xl sm:mx-auto border border-line bg-surface px-6 py-8 text-center"
    >
      <h1 id="age-question" className="text-2xl font-bold tracking-tight">
        {t("Are you 18 or older?")}
      </h1>
      <p className="text-muted">
        {t(
          "This category has content for adults only. Confirm your age to see it; we remember your answer for 30 days.",
        )}
      </p>
      <Form method="get" className="flex flex-wrap justify-center gap-3">
        <button
          type="submit"
          name={adultAnswerParameter}
          value={AdultContent.allowed}
          className={`${button} bg-accent text-accent-fg hover:bg-accent-hover`}
        >
          {t("Yes, I am 18 or older")}
        </button>
        <button
          type="submit"
          name={adultAnswerParameter}
          value={AdultContent.hidden}
          className={`${button} border border-line hover:bg-subtle`}
        >
          {t("No, take me back")}
        </button>
      </Form>
    </section>
  );
}
