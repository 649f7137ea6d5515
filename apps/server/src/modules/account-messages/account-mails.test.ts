import { languages } from "@tirgus/domain/languages";
import { describe, expect, it } from "vitest";
import { renderAccountMail } from "./account-mails.ts";
import { formatValidity } from "./validity.ts";

const publicUrl = "https://tirgus.lv";
const link = "https://tirgus.lv/lv/recovery?token=abc&lang=lv";

describe("renderAccountMail", () => {
  it.each(languages)("puts the link in both parts of the %s recovery e-mail, escaped in HTML", (language) => {
    const mail = renderAccountMail("password-recovery", language, { link, validForMinutes: 60 }, publicUrl);

    expect(mail.subject).toMatch(/^Tirgus: /);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://tirgus.lv/lv/recovery?token=abc&amp;lang=lv"');
    expect(mail.html).not.toContain("token=abc&lang");
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`href="${publicUrl}"`);
  });

  it("says in the reader's language that the recovery link expires and works once", () => {
    const values = { link, validForMinutes: 60 };
    expect(renderAccountMail("password-recovery", "lv", values, publicUrl).text).toContain(
      "Saite ir derīga 1 stundu, un to var izmantot tikai vienu reizi.",
    );
    expect(renderAccountMail("password-recovery", "ru", values, publicUrl).text).toContain(
      "Ссылка действует 1 час, воспользоваться ею можно только один раз.",
    );
    expect(renderAccountMail("password-recovery", "en", values, publicUrl).text).toContain(
      "The link is valid for 1 hour and works only once.",
    );
  });

  it("shows the contact code in the subject and prominently in the body", () => {
    const mail = renderAccountMail(
      "contact-verification",
      "lv",
      { code: "482913", validForMinutes: 15 },
      publicUrl,
    );

    expect(mail.subject).toBe("Tirgus: Apstiprināšanas kods: 482913");
    expect(mail.text).toContain("\n482913\n");
    expect(mail.text).toContain("Kods ir derīgs 15 minūtes.");
    expect(mail.html).toMatch(/font-size:32px[^>]*>482913</);
  });

  it("writes the sign-up confirmation in Russian for a Russian reader", () => {
    const mail = renderAccountMail("signup-confirmation", "ru", { link, validForMinutes: 2_880 }, publicUrl);

    expect(mail.subject).toBe("Tirgus: Подтвердите адрес электронной почты");
    expect(mail.text).toContain(`Подтвердить адрес:\n${link}`);
    expect(mail.text).toContain("Ссылка действует 2 дня.");
  });

  it("escapes values that could break out of the HTML", () => {
    const mail = renderAccountMail(
      "contact-verification",
      "en",
      { code: "<b>1</b>", validForMinutes: 5 },
      publicUrl,
    );
    expect(mail.html).toContain("&lt;b&gt;1&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>1</b>");
  });

  it("refers to no outside image, style sheet or script", () => {
    const mail = renderAccountMail("signup-confirmation", "lv", { link, validForMinutes: 1_440 }, publicUrl);
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(/i);
  });
});

describe("formatValidity", () => {
  it.each([
    [1, "lv", "1 minūti"],
    [21, "lv", "21 minūti"],
    [30, "lv", "30 minūtes"],
    [90, "lv", "90 minūtes"],
    [1_440, "lv", "24 stundas"],
    [1, "ru", "1 минуту"],
    [3, "ru", "3 минуты"],
    [15, "ru", "15 минут"],
    [1_440, "ru", "24 часа"],
    [7 * 1_440, "ru", "7 дней"],
    [60, "en", "1 hour"],
    [2 * 1_440, "en", "2 days"],
  ] as const)("%i minutes in %s: %s", (minutes, language, expected) => {
    expect(formatValidity(minutes, language)).toBe(expected);
  });

  it("refuses a validity that is not a positive whole number of minutes", () => {
    expect(() => formatValidity(0, "en")).toThrow(RangeError);
    expect(() => formatValidity(1.5, "en")).toThrow(RangeError);
  });
});
