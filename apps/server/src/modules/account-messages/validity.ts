import type { Language } from "@tirgus/domain/languages";

type Unit = "minute" | "hour" | "day";
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Unit names as they follow "valid for" in each language: the accusative, which Intl's unit formatting
 * does not give ("derīga 1 stundu", "действует 1 минуту", where Intl says "1 stunda", "1 минута").
 */
const unitForms: Record<Language, Record<Unit, Forms>> = {
  lv: {
    minute: { one: "minūti", other: "minūtes" },
    hour: { one: "stundu", other: "stundas" },
    day: { one: "dienu", other: "dienas" },
  },
  ru: {
    minute: { one: "минуту", few: "минуты", other: "минут" },
    hour: { one: "час", few: "часа", other: "часов" },
    day: { one: "день", few: "дня", other: "дней" },
  },
  en: {
    minute: { one: "minute", other: "minutes" },
    hour: { one: "hour", other: "hours" },
    day: { one: "day", other: "days" },
  },
};

const minutesPer: Record<Unit, number> = { minute: 1, hour: 60, day: 1_440 };

/** "30 minūtes", "24 часа", "2 days": the largest whole unit, up to days from two days on. */
export function formatValidity(minutes: number, language: Language): string {
  if (!Number.isInteger(minutes) || minutes < 1) throw new RangeError(`Invalid validity: ${minutes} minutes`);
  const unit = largestWholeUnit(minutes);
  const count = minutes / minutesPer[unit];
  const forms = unitForms[language][unit];
  const category = new Intl.PluralRules(language).select(count);
  return `${count} ${forms[category] ?? forms.other}`;
}

function largestWholeUnit(minutes: number): Unit {
  if (minutes >= 2 * minutesPer.day && minutes % minutesPer.day === 0) return "day";
  if (minutes % minutesPer.hour === 0) return "hour";
  return "minute";
}
