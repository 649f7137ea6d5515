import { isLanguage, type Language } from "@tirgus/domain/languages";
import { reasonLabel } from "@tirgus/domain/moderation";
import { type MailContent, type RenderedMail, renderMail } from "../account-messages/mail-layout.ts";
import { loadDictionary } from "../i18n/dictionaries.ts";

/** What the seller is told about a reject or block decision on their lot. */
export type DecisionMailValues = {
  decision: "reject" | "block";
  lotTitle: string;
  reasonCode: string;
  statement: string | null;
  /** The lot's page, absolute: its owner still sees it and its appeal button there. */
  lotUrl: string;
};

type Texts = {
  subject: Record<DecisionMailValues["decision"], string>;
  intro: Record<DecisionMailValues["decision"], (title: string) => string>;
  reason: (label: string) => string;
  statement: (text: string) => string;
  view: string;
  /** The way back: an appeal. A blocked lot cannot be edited (nor copied), so the mail never says "correct it". */
  appeal: string;
};

const texts: Record<Language, Texts> = {
  lv: {
    subject: { reject: "Sludinājums netika apstiprināts", block: "Sludinājums ir bloķēts" },
    intro: {
      reject: (title) => `Moderators neapstiprināja jūsu sludinājumu “${title}”, un tas netiks publicēts.`,
      block: (title) => `Moderators bloķēja jūsu sludinājumu “${title}”, un citi to vairs neredz.`,
    },
    reason: (label) => `Iemesls: ${label}.`,
    statement: (text) => `Moderatora paskaidrojums: ${text}`,
    view: "Atvērt sludinājumu",
    appeal:
      "Ja uzskatāt, ka tā ir kļūda, pārsūdziet lēmumu sadaļā “Mani sludinājumi”: moderators sludinājumu izskatīs vēlreiz.",
  },
  ru: {
    subject: { reject: "Объявление не одобрено", block: "Объявление заблокировано" },
    intro: {
      reject: (title) => `Модератор не одобрил ваше объявление «${title}», оно не будет опубликовано.`,
      block: (title) => `Модератор заблокировал ваше объявление «${title}», другие его больше не видят.`,
    },
    reason: (label) => `Причина: ${label}.`,
    statement: (text) => `Пояснение модератора: ${text}`,
    view: "Открыть объявление",
    appeal:
      "Если вы считаете, что это ошибка, обжалуйте решение в разделе «Мои объявления»: модератор проверит объявление ещё раз.",
  },
  en: {
    subject: { reject: "Your classified was not approved", block: "Your classified is blocked" },
    intro: {
      reject: (title) => `A moderator did not approve your classified “${title}”; it will not be published.`,
      block: (title) => `A moderator blocked your classified “${title}”; others no longer see it.`,
    },
    reason: (label) => `Reason: ${label}.`,
    statement: (text) => `The moderator's statement: ${text}`,
    view: "Open the classified",
    appeal:
      "If you think this is a mistake, appeal the decision in My classifieds: a moderator will look at the classified again.",
  },
};

const dictionaries = new Map<Language, Record<string, string>>();

/** A reason's label in the reader's language (the dictionaries the web app uses; English is the key). */
function translatedReason(code: string, language: Language): string {
  const label = reasonLabel(code);
  if (language === "en") return label;
  let dictionary = dictionaries.get(language);
  if (!dictionary) {
    dictionary = loadDictionary(language);
    dictionaries.set(language, dictionary);
  }
  return dictionary[label] ?? label;
}

/** The mail to a seller whose lot a moderator rejected or blocked, in the seller's language. */
export function renderDecisionMail(
  values: DecisionMailValues,
  userLanguage: string,
  publicUrl: string,
): RenderedMail {
  const language: Language = isLanguage(userLanguage) ? userLanguage : "lv";
  const words = texts[language];
  const content: MailContent = {
    subject: `Tirgus: ${words.subject[values.decision]}`,
    heading: words.subject[values.decision],
    intro: words.intro[values.decision](values.lotTitle),
    action: { kind: "link", label: words.view, url: values.lotUrl },
    notes: [
      words.reason(translatedReason(values.reasonCode, language)),
      ...(values.statement ? [words.statement(values.statement)] : []),
    ],
    notYou: words.appeal,
  };
  return renderMail(content, language, publicUrl);
}
