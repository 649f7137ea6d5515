import type { DescriptionFacts, Descriptions, DescriptionWriter } from "./writer.ts";

type Phrases = {
  opening: Record<string, string>;
  defaultOpening: string;
  details: string;
  location: string;
  price: string;
  closing: string;
};

const phrases: Record<"lv" | "ru", Phrases> = {
  lv: {
    opening: {
      sell: "Pārdodu",
      buy: "Pērku",
      change: "Mainu",
      rent: "Izīrēju",
      hire: "Piedāvāju darbu:",
      gift: "Dāvinu",
      search: "Meklēju",
      offer: "Piedāvāju",
      found: "Atrasts:",
      lost: "Pazudis:",
    },
    defaultOpening: "Piedāvāju",
    details: "Galvenā informācija",
    location: "Atrašanās vieta",
    price: "Cena",
    closing:
      "Rūpīgi uzturēts, bez slēptiem defektiem. Labprāt atbildēšu uz jautājumiem un vienosimies par apskati.",
  },
  ru: {
    opening: {
      sell: "Продаю",
      buy: "Куплю",
      change: "Меняю",
      rent: "Сдаю в аренду",
      hire: "Предлагаю работу:",
      gift: "Отдам даром",
      search: "Ищу",
      offer: "Предлагаю",
      found: "Найдено:",
      lost: "Потеряно:",
    },
    defaultOpening: "Предлагаю",
    details: "Основные данные",
    location: "Местонахождение",
    price: "Цена",
    closing:
      "В хорошем состоянии, без скрытых дефектов. С удовольствием отвечу на вопросы и договоримся о просмотре.",
  },
};

/** The headline names the lot by its most telling values (make and model, brand), or by its category. */
function headline(facts: DescriptionFacts, language: "lv" | "ru"): string {
  const opening = phrases[language].opening[facts.action ?? ""] ?? phrases[language].defaultOpening;
  const named = facts.attributes[language].slice(0, 2).map((attribute) => attribute.value);
  const subject =
    named.length > 0
      ? `${facts.category[language].toLowerCase()} ${named.join(" ")}`
      : facts.category[language].toLowerCase();
  return `${opening} ${subject}.`;
}

function describe(facts: DescriptionFacts, language: "lv" | "ru"): string {
  const words = phrases[language];
  const details = facts.attributes[language].map((attribute) => `– ${attribute.name}: ${attribute.value}`);
  return [
    headline(facts, language),
    ...(details.length > 0 ? ["", `${words.details}:`, ...details] : []),
    "",
    ...(facts.region ? [`${words.location}: ${facts.region[language]}.`] : []),
    ...(facts.price ? [`${words.price}: ${facts.price}.`] : []),
    words.closing,
  ].join("\n");
}

/**
 * Descriptions written from the facts alone, without a network: a headline, the filled-in details as a list,
 * place and price, and a friendly close, in natural Latvian and Russian. Deterministic, so tests can read it.
 */
export const offlineDescriptionWriter: DescriptionWriter = {
  async write(facts: DescriptionFacts): Promise<Descriptions> {
    return { lv: describe(facts, "lv"), ru: describe(facts, "ru") };
  },
};
