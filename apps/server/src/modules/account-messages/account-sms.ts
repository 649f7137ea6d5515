import type { Language } from "@tirgus/domain/languages";

/** The values each account text message needs. */
export type AccountSmsValues = {
  /** Signs in (or signs up) by phone. */
  "sign-in-code": { code: string };
  /** Moves a pending phone contact to verified. */
  "contact-verification-code": { code: string };
};

export type AccountSmsKind = keyof AccountSmsValues;

type SmsTexts = { [Kind in AccountSmsKind]: Record<Language, (values: AccountSmsValues[Kind]) => string> };

// The code comes first so that it shows in the phone's notification preview. Latvian and Russian texts
// travel as UCS-2, where one message holds 70 characters: the texts stay short enough for one.
const smsTexts: SmsTexts = {
  "sign-in-code": {
    lv: ({ code }) => `${code} ir jūsu Tirgus pieslēgšanās kods.`,
    ru: ({ code }) => `${code} - ваш код для входа в Tirgus.`,
    en: ({ code }) => `${code} is your Tirgus sign-in code.`,
  },
  "contact-verification-code": {
    lv: ({ code }) => `${code} ir Tirgus tālruņa apstiprināšanas kods.`,
    ru: ({ code }) => `${code} - код подтверждения телефона в Tirgus.`,
    en: ({ code }) => `${code} is your Tirgus phone confirmation code.`,
  },
};

/**
 * One account text message. Its last line is the origin-bound form of the WebOTP standard
 * (`@tirgus.lv #123456`): browsers then offer the code only on the site's own pages, never on a look-alike.
 */
export function renderAccountSms<Kind extends AccountSmsKind>(
  kind: Kind,
  language: Language,
  values: AccountSmsValues[Kind],
  publicUrl: string,
): string {
  const text: (values: AccountSmsValues[Kind]) => string = smsTexts[kind][language];
  return `${text(values)}\n\n@${new URL(publicUrl).hostname} #${values.code}`;
}
