import { languages } from "@tirgus/domain/languages";
import { describe, expect, it } from "vitest";
import { type AccountSmsKind, renderAccountSms } from "./account-sms.ts";

const kinds: AccountSmsKind[] = ["sign-in-code", "contact-verification-code"];
const cases = kinds.flatMap((kind) => languages.map((language) => [kind, language] as const));

describe("renderAccountSms", () => {
  it.each(cases)("starts the %s text in %s with the code and ends with the WebOTP line", (kind, language) => {
    const text = renderAccountSms(kind, language, { code: "482913" }, "https://tirgus.lv");

    expect(text.startsWith("482913 ")).toBe(true);
    expect(text.split("\n").at(-1)).toBe("@tirgus.lv #482913");
  });

  it.each(cases)("keeps the %s text in %s to one SMS (70 UCS-2 characters)", (kind, language) => {
    expect(
      renderAccountSms(kind, language, { code: "482913" }, "https://www.tirgus.lv").length,
    ).toBeLessThanOrEqual(70);
  });

  it("writes in the reader's language", () => {
    expect(renderAccountSms("sign-in-code", "lv", { code: "1234" }, "http://localhost:3000")).toBe(
      "1234 ir jūsu Tirgus pieslēgšanās kods.\n\n@localhost #1234",
    );
    expect(renderAccountSms("contact-verification-code", "ru", { code: "1234" }, "https://tirgus.lv")).toBe(
      "1234 - код подтверждения телефона в Tirgus.\n\n@tirgus.lv #1234",
    );
  });
});
