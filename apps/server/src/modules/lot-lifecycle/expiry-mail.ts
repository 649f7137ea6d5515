import type { Language } from "@tirgus/domain/languages";
import { type MailContent, type RenderedMail, renderMail } from "../account-messages/mail-layout.ts";
import { renewLinkValidDays } from "../lots/lot-tokens.ts";

export type ExpiryMailValues = { title: string; renewLink: string };

const texts: Record<Language, (values: ExpiryMailValues) => MailContent> = {
  lv: ({ title, renewLink }) => ({
    subject: `Sludinājuma termiņš beidzies: ${title}`,
    heading: "Jūsu sludinājuma termiņš ir beidzies",
    intro: `Sludinājums „${title}” vairs netiek rādīts pircējiem. Pagariniet to ar vienu klikšķi, un tas atkal būs redzams.`,
    action: { kind: "link", label: "Pagarināt sludinājumu", url: renewLink },
    notes: [`Saite ir derīga ${renewLinkValidDays} dienas.`],
    notYou: "Ja prece jau ir pārdota, šo vēstuli varat neņemt vērā.",
  }),
  ru: ({ title, renewLink }) => ({
    subject: `Срок объявления истёк: ${title}`,
    heading: "Срок вашего объявления истёк",
    intro: `Объявление «${title}» больше не показывается покупателям. Продлите его одним нажатием, и оно снова будет видно.`,
    action: { kind: "link", label: "Продлить объявление", url: renewLink },
    notes: [`Ссылка действует ${renewLinkValidDays} дней.`],
    notYou: "Если товар уже продан, просто проигнорируйте это письмо.",
  }),
  en: ({ title, renewLink }) => ({
    subject: `Your classified has expired: ${title}`,
    heading: "Your classified has expired",
    intro: `"${title}" is no longer shown to buyers. Prolong it with one click and it is visible again.`,
    action: { kind: "link", label: "Prolong the classified", url: renewLink },
    notes: [`The link is valid for ${renewLinkValidDays} days.`],
    notYou: "If the item is already sold, simply ignore this e-mail.",
  }),
};

/** The e-mail telling an owner that a lot expired, with the one-click prolong link (no sign-in needed). */
export function renderExpiryMail(
  language: Language,
  values: ExpiryMailValues,
  publicUrl: string,
): RenderedMail {
  const content = texts[language](values);
  return renderMail({ ...content, subject: `Tirgus: ${content.subject}` }, language, publicUrl);
}
