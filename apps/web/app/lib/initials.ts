/**
 * Legal forms written before a company's name (SIA "Latgales Nami", ООО «Север»): the monogram is the name's,
 * so a page of companies is not a column of "S". Written in capitals: "Sia Liepa" is a person.
 */
const legalForm = /^(SIA|AS|IK|ZS|KS|PS|ООО|ОАО|ЗАО|АО|ИП)\s+/u;

/**
 * The first letters of a name's first `letters` words, in capitals, for an avatar without a picture; letters
 * only, so a name that is a phone number gives "" (the caller shows an icon then).
 */
export function initialsOf(name: string, letters: number): string {
  return name
    .trim()
    .replace(legalForm, "")
    .split(/\s+/)
    .map((part) => /\p{L}/u.exec(part)?.[0]?.toUpperCase() ?? "")
    .filter(Boolean)
    .slice(0, letters)
    .join("");
}
