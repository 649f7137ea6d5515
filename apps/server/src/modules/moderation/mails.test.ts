import { describe, expect, it } from "vitest";
import { loadDictionary } from "../i18n/dictionaries.ts";
import { renderDecisionMail } from "./mails.ts";

const values = {
  decision: "block" as const,
  lotTitle: "Lēts iPhone 15",
  reasonCode: "scam",
  statement: "Prasa samaksu uz ārzemju kontu <pirms> tikšanās.",
  lotUrl: "https://tirgus.test/ru/elektronika/!1000123",
};

describe("renderDecisionMail", () => {
  it("words the decision, the translated reason and the statement in the seller's language", () => {
    const ru = renderDecisionMail(values, "ru", "https://tirgus.test");
    expect(ru.subject).toBe("Tirgus: Объявление заблокировано");
    expect(ru.text).toContain("«Lēts iPhone 15»");
    expect(ru.text).toContain(`Причина: ${loadDictionary("ru")["Suspected scam"]}.`);
    expect(ru.text).toContain(values.statement);
    expect(ru.text).toContain(values.lotUrl);
    // The statement is the moderator's text: escaped in the HTML part.
    expect(ru.html).toContain("&lt;pirms&gt;");

    const en = renderDecisionMail(
      { ...values, decision: "reject", statement: null },
      "en",
      "https://tirgus.test",
    );
    expect(en.subject).toBe("Tirgus: Your classified was not approved");
    expect(en.text).toContain("Reason: Suspected scam.");
    expect(en.text).not.toContain("statement");
  });

  it("points to the appeal only: a blocked lot cannot be edited, so the seller is not told to correct it", () => {
    const expected = {
      lv: ["pārsūdziet lēmumu", "izlabojiet"],
      ru: ["обжалуйте решение", "исправьте"],
      en: ["appeal the decision", "correct"],
    } as const;
    for (const [language, [appeal, correct]] of Object.entries(expected))
      for (const decision of ["reject", "block"] as const) {
        const mail = renderDecisionMail({ ...values, decision }, language, "https://tirgus.test");
        expect(mail.text, language).toContain(appeal);
        expect(mail.text.toLowerCase(), language).not.toContain(correct);
      }
  });

  it("writes in Latvian to a seller whose language is unknown", () => {
    const mail = renderDecisionMail(values, "de", "https://tirgus.test");
    expect(mail.subject).toBe("Tirgus: Sludinājums ir bloķēts");
  });
});
