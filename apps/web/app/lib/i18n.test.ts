import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { dictionaryPath, dictionaryVersion, fetchDictionary, translate } from "./i18n";
import { fetchDocumentDictionary } from "./i18n.server";

describe("t()", () => {
  const dictionary = { Search: "Meklēt", "Unknown parameter %s": "Nezināms parametrs %s", Empty: "" };

  it("shows the translation of a known key", () => {
    expect(translate(dictionary, "Search")).toBe("Meklēt");
  });

  it("shows the key text itself when the key is missing", () => {
    expect(translate(dictionary, "Field is required")).toBe("Field is required");
  });

  it("treats an empty translation as missing", () => {
    expect(translate(dictionary, "Empty")).toBe("Empty");
  });

  it("replaces %s placeholders in order with the values", () => {
    expect(translate(dictionary, "Unknown parameter %s", ["page"])).toBe("Nezināms parametrs page");
    expect(translate({}, "%s of %s lots", [3, 20])).toBe("3 of 20 lots");
  });

  it("substitutes into the key text too when the key is missing", () => {
    expect(translate({}, "Minimum %s characters", [6])).toBe("Minimum 6 characters");
  });

  it("leaves a placeholder without a value as it is", () => {
    expect(translate({}, "%s and %s", ["one"])).toBe("one and %s");
  });

  it("does not treat a %s inside a value as another placeholder", () => {
    expect(translate({}, "%s, %s", ["50%s", "x"])).toBe("50%s, x");
  });
});

describe("dictionary loading", () => {
  it("versions a dictionary by its content, so changed texts get a new address", () => {
    expect(dictionaryVersion('{"a":"b"}')).toBe(dictionaryVersion('{"a":"b"}'));
    expect(dictionaryVersion('{"a":"b"}')).not.toBe(dictionaryVersion('{"a":"c"}'));
    expect(dictionaryPath("ru", "abc")).toBe("/i18n/ru.json?v=abc");
    expect(dictionaryPath("lv")).toBe("/i18n/lv.json");
  });

  it("fetches the flat dictionary file", async () => {
    const fetcher = async (input: string | URL | Request) =>
      Response.json({ Search: `Поиск ${String(input)}` });
    expect(await fetchDictionary("ru", "abc", fetcher)).toEqual({ Search: "Поиск /i18n/ru.json?v=abc" });
  });

  it("fails with 'We have problem with status' when the dictionary answers with an error", async () => {
    const fetcher = async () => new Response("{}", { status: 503 });
    await expect(fetchDictionary("lv", null, fetcher)).rejects.toMatchObject({
      message: "We have problem with status",
      status: 503,
    });
  });

  it("fails with status 0 when the dictionary cannot be reached", async () => {
    const fetcher = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(fetchDictionary("en", null, fetcher)).rejects.toMatchObject({
      message: "We have problem with status",
      status: 0,
    });
  });
});

describe("dictionaries of server-rendered pages", () => {
  it("are parsed once per change of the file, and versioned by its text", async () => {
    let file = '{"Search":"Meklēt"}';
    const api = createApiClient({
      origin: "http://tirgus.test",
      transport: async () => new Response(file, { headers: { "content-type": "application/json" } }),
    });
    const first = await fetchDocumentDictionary(api, "lv");
    const again = await fetchDocumentDictionary(api, "lv");
    expect(first.dictionary).toEqual({ Search: "Meklēt" });
    expect(again.dictionary).toBe(first.dictionary);
    file = '{"Search":"Meklēšana"}';
    const changed = await fetchDocumentDictionary(api, "lv");
    expect(changed.dictionary).toEqual({ Search: "Meklēšana" });
    expect(changed.version).not.toBe(first.version);
  });

  it("fail with 'We have problem with status' when the file does not load", async () => {
    const api = createApiClient({
      origin: "http://tirgus.test",
      transport: async () => new Response("{}", { status: 500 }),
      warn: () => {},
    });
    await expect(fetchDocumentDictionary(api, "ru")).rejects.toMatchObject({
      message: "We have problem with status",
      status: 500,
    });
  });
});
