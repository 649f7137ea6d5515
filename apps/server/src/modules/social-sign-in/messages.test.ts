import { describe, expect, it } from "vitest";
import { loadDictionary } from "../i18n/dictionaries.ts";
import { ImpersonationMessage } from "../impersonation/service.ts";
import { type LoginError, SocialMessage } from "./service.ts";

const loginErrors: LoginError[] = ["cancelled_by_user", "invalid_request"];

describe("the social sign-in and impersonation messages", () => {
  it.each(["lv", "ru", "en"] as const)("and the login errors are translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    expect(loginErrors.filter((key) => !dictionary[key])).toEqual([]);
  });

  it.each(["lv", "ru"] as const)("are all translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    const keys = [...Object.values(SocialMessage), ...Object.values(ImpersonationMessage)];
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });
});
