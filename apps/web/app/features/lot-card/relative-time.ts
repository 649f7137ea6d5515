import { fewSecondsAgo, type RelativeTimeKey, relativeTime } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { Translate } from "../../lib/i18n";

/*
 * "5 minutes ago" in the page's language (spec 2 section 9). Russian has three plural forms (1 минуту,
 * 2 минуты, 5 минут) and Latvian two (1 minūtes, 5 minūtēm), so each unit has three keys: the singular, the
 * Russian 2-4 form and the plural; Latvian and English give the 2-4 key the plural's text.
 */
type Form = "one" | "few" | "other";

const pluralRules = new Map<Language, Intl.PluralRules>();
export function pluralForm(lang: Language, count: number): Form {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  const category = rules.select(count);
  return category === "one" || category === "few" ? category : "other";
}

// Literal keys, one call each, so the dictionary test finds every one of them.
const phrases: Record<
  Exclude<RelativeTimeKey, typeof fewSecondsAgo>,
  (t: Translate, form: Form, n: number) => string
> = {
  minutes: (t, form, n) =>
    form === "one"
      ? t("%s minute ago", [n])
      : form === "few"
        ? t("%s minutes ago (2-4)", [n])
        : t("%s minutes ago", [n]),
  hours: (t, form, n) =>
    form === "one"
      ? t("%s hour ago", [n])
      : form === "few"
        ? t("%s hours ago (2-4)", [n])
        : t("%s hours ago", [n]),
  days: (t, form, n) =>
    form === "one"
      ? t("%s day ago", [n])
      : form === "few"
        ? t("%s days ago (2-4)", [n])
        : t("%s days ago", [n]),
  months: (t, form, n) =>
    form === "one"
      ? t("%s month ago", [n])
      : form === "few"
        ? t("%s months ago (2-4)", [n])
        : t("%s months ago", [n]),
  years: (t, form, n) =>
    form === "one"
      ? t("%s year ago", [n])
      : form === "few"
        ? t("%s years ago (2-4)", [n])
        : t("%s years ago", [n]),
};

/** How long ago an ISO time was, worded; a time in the future (clock skew) reads as just now. */
export function relativeTimeText(t: Translate, lang: Language, iso: string, now: number): string {
  const { key, count } = relativeTime(new Date(iso), new Date(now));
  if (key === fewSecondsAgo) return t("A few second ago");
  return phrases[key](t, pluralForm(lang, count), count);
}
