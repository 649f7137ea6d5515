import { describe, expect, it } from "vitest";
import { canonicalPath, homePath, languageFromPath, switchLanguagePath } from "./language";

describe("language of a path", () => {
  it("is the path's language prefix", () => {
    expect(languageFromPath("/ru/contacts")).toBe("ru");
    expect(languageFromPath("/en")).toBe("en");
    expect(languageFromPath("/lv/about/rules")).toBe("lv");
  });

  it("is Latvian for the root, unprefixed paths and unknown prefixes", () => {
    expect(languageFromPath("/")).toBe("lv");
    expect(languageFromPath("/my/items")).toBe("lv");
    expect(languageFromPath("/de/contacts")).toBe("lv");
  });
});

describe("switching the language of a page", () => {
  it("swaps the prefix and keeps the rest of the path", () => {
    expect(switchLanguagePath("/lv/about/rules", "ru")).toBe("/ru/about/rules");
    expect(switchLanguagePath("/ru/contacts", "lv")).toBe("/lv/contacts");
    expect(switchLanguagePath("/ru/search/golf 4", "en")).toBe("/en/search/golf 4");
  });

  it("maps the Latvian root to /ru and back", () => {
    expect(switchLanguagePath("/", "ru")).toBe("/ru");
    expect(switchLanguagePath("/ru", "lv")).toBe("/");
    expect(switchLanguagePath("/lv", "ru")).toBe("/ru");
    expect(switchLanguagePath("/ru/", "lv")).toBe("/");
  });

  it("keeps the page when it is already in the target language", () => {
    expect(switchLanguagePath("/ru/contacts", "ru")).toBe("/ru/contacts");
    expect(switchLanguagePath("/", "lv")).toBe("/");
  });

  it("leaves paths without a language prefix alone", () => {
    expect(switchLanguagePath("/my/items", "ru")).toBe("/my/items");
    expect(switchLanguagePath("/sms/!123", "ru")).toBe("/sms/!123");
  });

  it("drops a trailing slash", () => {
    expect(switchLanguagePath("/lv/contacts/", "ru")).toBe("/ru/contacts");
  });
});

describe("canonical paths", () => {
  it("make /lv the root and drop trailing slashes", () => {
    expect(canonicalPath("/lv")).toBe("/");
    expect(canonicalPath("/lv/")).toBe("/");
    expect(canonicalPath("/ru/contacts/")).toBe("/ru/contacts");
    expect(canonicalPath("/")).toBe("/");
  });

  it("put each language's home where its links point", () => {
    expect(homePath("lv")).toBe("/");
    expect(homePath("ru")).toBe("/ru");
  });
});
