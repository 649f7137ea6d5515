/** What a description is written from: the lot's facts, already in words of each language. */
export type DescriptionFacts = {
  category: { lv: string; ru: string };
  /** The action's key (sell, buy, rent, ...). */
  action: string | null;
  /** Filled-in filters as name and value, e.g. { name: "Gads", value: "2016" }. */
  attributes: { lv: { name: string; value: string }[]; ru: { name: string; value: string }[] };
  region: { lv: string; ru: string } | null;
  /** The first price, formatted ("7 450 €"), or null. */
  price: string | null;
};

export type Descriptions = { lv: string; ru: string };

/** Writes a lot's Latvian and Russian descriptions: the offline writer, or a language model (writer-openai.ts). */
export type DescriptionWriter = { write(facts: DescriptionFacts): Promise<Descriptions> };
