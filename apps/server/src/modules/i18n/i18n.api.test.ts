import { ErrorCode } from "@tirgus/domain/errors";
import { languages } from "@tirgus/domain/languages";
import { LifecycleMessage } from "@tirgus/domain/lot-lifecycle";
import { PriceChangeMessage } from "@tirgus/domain/price-changes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { HttpMessage } from "../../platform/api-error.ts";
import { loadDictionary } from "./dictionaries.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(() => subject.close());

describe("GET /i18n/{lang}.json", () => {
  it.each(languages)("serves the %s dictionary as a flat map of texts", async (language) => {
    const response = await subject.app.inject({ url: `/i18n/${language}.json` });
    expect(response.statusCode).toBe(200);
    const dictionary = response.json() as Record<string, unknown>;
    expect(dictionary).toEqual(loadDictionary(language));
    for (const value of Object.values(dictionary)) expect(typeof value).toBe("string");
  });

  it("answers an unknown language with 400 in the error shape", async () => {
    const response = await subject.app.inject({ url: "/i18n/de.json" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "file" });
  });

  it("lets browsers cache a versioned dictionary for good", async () => {
    const response = await subject.app.inject({ url: "/i18n/lv.json?v=abc123" });
    expect(response.headers["cache-control"]).toContain("immutable");
  });
});

describe("server messages", () => {
  it.each(["lv", "ru"] as const)("are all translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    const messages = [HttpMessage, ErrorCode, LifecycleMessage, PriceChangeMessage].flatMap((texts) =>
      Object.values(texts),
    );
    const missing = messages.filter((key) => !dictionary[key]);
    expect(missing).toEqual([]);
  });
});
