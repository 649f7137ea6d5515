import type { Language } from "@tirgus/domain/languages";
import { type MailContent, type RenderedMail, renderMail } from "./mail-layout.ts";
import { formatValidity } from "./validity.ts";

/** The values each account e-mail needs. Links are absolute (built on PUBLIC_URL by the caller). */
export type AccountMailValues = {
  /** Sent at sign-up by e-mail: confirms that the address belongs to the new user. */
  "signup-confirmation": { link: string; validForMinutes: number };
  /** The expiring, one-use link to the last step of password recovery. */
  "password-recovery": { link: string; validForMinutes: number };
  /** A code that moves a pending e-mail contact to verified. */
  "contact-verification": { code: string; validForMinutes: number };
};

export type AccountMailKind = keyof AccountMailValues;

type Texts<Values> = (values: Values, validFor: string) => MailContent;
type MailTexts = { [Kind in AccountMailKind]: Record<Language, Texts<AccountMailValues[Kind]>> };

const mailTexts: MailTexts = {
  "signup-confirmation": {
    lv: ({ link }, validFor) => ({
      subject: "Apstipriniet savu e-pasta adresi",
      heading: "Paldies, ka reģistrējāties vietnē Tirgus!",
      intro: "Lai pabeigtu reģistrāciju, apstipriniet, ka šī e-pasta adrese pieder jums.",
      action: { kind: "link", label: "Apstiprināt e-pasta adresi", url: link },
      notes: [`Saite ir derīga ${validFor}.`],
      notYou: "Ja vietnē Tirgus nereģistrējāties, vienkārši neņemiet šo vēstuli vērā.",
    }),
    ru: ({ link }, validFor) => ({
      subject: "Подтвердите адрес электронной почты",
      heading: "Спасибо за регистрацию на Tirgus!",
      intro: "Чтобы завершить регистрацию, подтвердите, что этот адрес электронной почты принадлежит вам.",
      action: { kind: "link", label: "Подтвердить адрес", url: link },
      notes: [`Ссылка действует ${validFor}.`],
      notYou: "Если вы не регистрировались на Tirgus, просто проигнорируйте это письмо.",
    }),
    en: ({ link }, validFor) => ({
      subject: "Confirm your e-mail address",
      heading: "Thank you for signing up to Tirgus!",
      intro: "To finish signing up, confirm that this e-mail address is yours.",
      action: { kind: "link", label: "Confirm e-mail address", url: link },
      notes: [`The link is valid for ${validFor}.`],
      notYou: "If you did not sign up to Tirgus, simply ignore this e-mail.",
    }),
  },
  "password-recovery": {
    lv: ({ link }, validFor) => ({
      subject: "Paroles atjaunošana",
      heading: "Paroles atjaunošana",
      intro:
        "Saņēmām pieprasījumu atjaunot jūsu Tirgus konta paroli. Izvēlieties jaunu paroli, nospiežot pogu.",
      action: { kind: "link", label: "Izvēlēties jaunu paroli", url: link },
      notes: [`Saite ir derīga ${validFor}, un to var izmantot tikai vienu reizi.`],
      notYou: "Ja paroles atjaunošanu nepieprasījāt, neņemiet šo vēstuli vērā: jūsu parole paliks tā pati.",
    }),
    ru: ({ link }, validFor) => ({
      subject: "Восстановление пароля",
      heading: "Восстановление пароля",
      intro:
        "Мы получили запрос на восстановление пароля вашей учётной записи Tirgus. Чтобы задать новый пароль, нажмите на кнопку.",
      action: { kind: "link", label: "Задать новый пароль", url: link },
      notes: [`Ссылка действует ${validFor}, воспользоваться ею можно только один раз.`],
      notYou:
        "Если вы не запрашивали восстановление пароля, проигнорируйте это письмо: ваш пароль не изменится.",
    }),
    en: ({ link }, validFor) => ({
      subject: "Reset your password",
      heading: "Password reset",
      intro:
        "We received a request to reset the password of your Tirgus account. Use the button to choose a new one.",
      action: { kind: "link", label: "Choose a new password", url: link },
      notes: [`The link is valid for ${validFor} and works only once.`],
      notYou: "If you did not ask to reset your password, ignore this e-mail: your password stays the same.",
    }),
  },
  "contact-verification": {
    lv: ({ code }, validFor) => ({
      subject: `Apstiprināšanas kods: ${code}`,
      heading: "E-pasta adreses apstiprināšana",
      intro: "Ievadiet šo kodu vietnē Tirgus, lai apstiprinātu, ka šī e-pasta adrese pieder jums:",
      action: { kind: "code", code },
      notes: [`Kods ir derīgs ${validFor}.`, "Nevienam neizpaudiet šo kodu."],
      notYou: "Ja šo adresi vietnē Tirgus nepievienojāt, vienkārši neņemiet šo vēstuli vērā.",
    }),
    ru: ({ code }, validFor) => ({
      subject: `Код подтверждения: ${code}`,
      heading: "Подтверждение адреса электронной почты",
      intro:
        "Введите этот код на Tirgus, чтобы подтвердить, что этот адрес электронной почты принадлежит вам:",
      action: { kind: "code", code },
      notes: [`Код действует ${validFor}.`, "Никому не сообщайте этот код."],
      notYou: "Если вы не добавляли этот адрес на Tirgus, просто проигнорируйте это письмо.",
    }),
    en: ({ code }, validFor) => ({
      subject: `Confirmation code: ${code}`,
      heading: "Confirm your e-mail address",
      intro: "Enter this code on Tirgus to confirm that this e-mail address is yours:",
      action: { kind: "code", code },
      notes: [`The code is valid for ${validFor}.`, "Never share this code with anyone."],
      notYou: "If you did not add this address on Tirgus, simply ignore this e-mail.",
    }),
  },
};

/**
 * One account e-mail in the reader's language, with a subject that names the product (inboxes show it
 * before the sender) and both an HTML and a text part. `publicUrl` is the site's address for the footer.
 */
export function renderAccountMail<Kind extends AccountMailKind>(
  kind: Kind,
  language: Language,
  values: AccountMailValues[Kind],
  publicUrl: string,
): RenderedMail {
  const texts: Texts<AccountMailValues[Kind]> = mailTexts[kind][language];
  const content = texts(values, formatValidity(values.validForMinutes, language));
  return renderMail({ ...content, subject: `Tirgus: ${content.subject}` }, language, publicUrl);
}
