import { AuthMessage } from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { describe, expect, it } from "vitest";
import { loadDictionary } from "../i18n/dictionaries.ts";

describe("the accounts feature's messages", () => {
  it.each(["lv", "ru"] as const)("are all translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    const keys = [
      ...Object.values(AuthMessage),
      ValidationMessage.mustAgreeToPolicy,
      ValidationMessage.wrongValue,
      ValidationMessage.invalidEmail,
    ];
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });
});
