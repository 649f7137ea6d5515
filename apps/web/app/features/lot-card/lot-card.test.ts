import { LotStatus } from "@tirgus/domain/lots";
import { describe, expect, it } from "vitest";
import lvDictionary from "../../../../server/src/modules/i18n/dictionaries/lv.json" with { type: "json" };
import ruDictionary from "../../../../server/src/modules/i18n/dictionaries/ru.json" with { type: "json" };
import { translate } from "../../lib/i18n";
import { carCard as card, names } from "./card-fixture";
import { cardImageSrcSet, cardImageUrl, lotCardView } from "./card-view";
import { classifiedsText, listingDescription } from "./count-text";
import { hoverIndex, swipeStep } from "./gestures";
import { pluralForm, relativeTimeText } from "./relative-time";
import { parseVisitedLots, visitedLotsMax, withVisitedLot } from "./visited-lots";

describe("lotCardView", () => {
  it("words the card in the page's language, discounted price first and the old one struck", () => {
    const view = lotCardView(card, "ru");
    expect(view).toMatchObject({
      href: "/ru/transport/legkovye/!4242",
      title: "Фольксваген Гольф",
      price: "12 500.50 €",
      oldPrice: "15 000 €",
      discountPercent: 17,
      priceShort: null,
      region: "Рига, Центр",
      morePhotos: 7,
      // A measured number keeps its own decimals: "1.6 л", not a price's "1.60 л".
      facts: [
        { key: "year", text: "2015" },
        { key: "mileage", text: "180 000 км" },
        { key: "engine-volume", text: "1.6 л" },
      ],
      trusted: true,
      highlighted: true,
    });
  });

  it("writes an engine's whole litres with their decimal, as titles do", () => {
    const attributes = [{ key: "engine-volume", value: 2, unit: names("l", "л") }];
    expect(lotCardView({ ...card, attributes }, "lv").facts).toEqual([
      { key: "engine-volume", text: "2.0 l" },
    ]);
  });

  it("has no price for actions without one, and a price type's short form where there is one", () => {
    expect(lotCardView({ ...card, price: null, action: { id: 6, key: "gift" } }, "lv")).toMatchObject({
      price: null,
      oldPrice: null,
      action: "gift",
    });
    const rent = {
      value: 450,
      discountedValue: null,
      priceType: { id: 3, short: names("€/mēn.", "€/мес.") },
    };
    expect(lotCardView({ ...card, price: rent }, "lv")).toMatchObject({
      price: "450 €/mēn.",
      oldPrice: null,
      priceShort: null,
    });
    const fixed = { value: 34700, discountedValue: null, priceType: { id: 1, short: names("€", "€") } };
    expect(lotCardView({ ...card, price: fixed }, "lv").price).toBe("34 700 €");
  });

  it("marks closed and deleted lots Sold and expired ones Expired, from the status", () => {
    expect(lotCardView(card, "lv").ended).toBeNull();
    expect(lotCardView({ ...card, status: LotStatus.closed }, "lv").ended).toBe("sold");
    expect(lotCardView({ ...card, status: LotStatus.deleted }, "lv").ended).toBe("sold");
    expect(lotCardView({ ...card, status: LotStatus.expired }, "lv").ended).toBe("expired");
  });

  it("builds picture addresses under /storage with the rotation in the version name", () => {
    expect(cardImageUrl({ id: "ab12cd34", rotation: null })).toBe("/storage/ab/12/ab12cd34/aspect43.webp");
    expect(cardImageUrl({ id: "ef56gh78", rotation: 2 })).toBe("/storage/ef/56/ef56gh78/aspect432.webp");
    expect(cardImageSrcSet({ id: "ef56gh78", rotation: 1 })).toBe(
      "/storage/ef/56/ef56gh78/med1.webp 500w, /storage/ef/56/ef56gh78/aspect431.webp 960w",
    );
  });
});

describe("a list's count", () => {
  const t = (key: string, values?: readonly (string | number)[]) => translate(lvDictionary, key, values);

  it("takes the singular for one, 21 and 31 in Latvian, the genitive after 0, 10-20, 30..., the plural else", () => {
    expect(classifiedsText(t, "lv", 1)).toBe("1 sludinājums");
    expect(classifiedsText(t, "lv", 21)).toBe("21 sludinājums");
    expect(classifiedsText(t, "lv", 5)).toBe("5 sludinājumi");
    expect(classifiedsText(t, "lv", 22)).toBe("22 sludinājumi");
    expect(classifiedsText(t, "lv", 11)).toBe("11 sludinājumu");
    expect(classifiedsText(t, "lv", 0)).toBe("0 sludinājumu");
    expect(classifiedsText(t, "lv", 12500)).toBe("12 500 sludinājumu");
    expect(classifiedsText(t, "lv", 10000, true)).toBe("10 000+ sludinājumu");
  });
});

describe("a listing's meta description", () => {
  const tIn = (dictionary: Record<string, string>) => (key: string, values?: readonly (string | number)[]) =>
    translate(dictionary, key, values);
  const counted = (count: number, capped = false, page = 1) => ({ count, capped, page });

  it("puts the count's noun in the number's form, in Latvian and Russian's three forms", () => {
    const lv = tIn(lvDictionary);
    const ru = tIn(ruDictionary);
    expect(listingDescription(lv, "lv", "Elektroauto", counted(1))).toMatch(
      /^Elektroauto: 1 sludinājums Latvijā\./,
    );
    expect(listingDescription(lv, "lv", "Traktori", counted(21))).toMatch(
      /^Traktori: 21 sludinājums Latvijā\./,
    );
    expect(listingDescription(lv, "lv", "Traktori", counted(11))).toMatch(
      /^Traktori: 11 sludinājumu Latvijā\./,
    );
    expect(listingDescription(lv, "lv", "Traktori", counted(7))).toMatch(
      /^Traktori: 7 sludinājumi Latvijā\./,
    );
    expect(listingDescription(ru, "ru", "Авто", counted(21))).toMatch(/^Авто: 21 объявление в Латвии\./);
    expect(listingDescription(ru, "ru", "Авто", counted(33))).toMatch(/^Авто: 33 объявления в Латвии\./);
    expect(listingDescription(ru, "ru", "Авто", counted(25))).toMatch(/^Авто: 25 объявлений в Латвии\./);
    expect(listingDescription(ru, "ru", "Авто", counted(10_000, true))).toMatch(/^Авто: 10 000\+ объявлений/);
  });

  it("says which page a later page is, so pages do not share a description", () => {
    const lv = tIn(lvDictionary);
    expect(listingDescription(lv, "lv", "Auto", counted(50, false, 2))).toMatch(/ 2\. lapa\.$/);
    expect(listingDescription(lv, "lv", "Auto", counted(50))).not.toMatch(/lapa\.$/);
  });
});

describe("relative time", () => {
  const t = (key: string, values?: readonly (string | number)[]) => translate({}, key, values);
  const now = Date.parse("2026-11-24T12:00:00Z");
  it("uses Russian's three plural forms and one/other elsewhere", () => {
    expect([1, 3, 5, 21, 22, 11].map((n) => pluralForm("ru", n))).toEqual([
      "one",
      "few",
      "other",
      "one",
      "few",
      "other",
    ]);
    expect([1, 5, 10, 21].map((n) => pluralForm("lv", n))).toEqual(["one", "other", "other", "one"]);
  });
  it("picks the unit's key by the count", () => {
    expect(relativeTimeText(t, "ru", "2026-11-24T11:59:30Z", now)).toBe("A few second ago");
    expect(relativeTimeText(t, "ru", "2026-11-24T11:57:00Z", now)).toBe("3 minutes ago (2-4)");
    expect(relativeTimeText(t, "lv", "2026-11-24T11:00:00Z", now)).toBe("1 hour ago");
    expect(relativeTimeText(t, "lv", "2026-11-14T12:00:00Z", now)).toBe("10 days ago");
  });
});

describe("gestures", () => {
  it("turns a photo only on a sideways swipe of 50 px or more", () => {
    expect(swipeStep(-60, 10)).toBe(1);
    expect(swipeStep(60, 10)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
  });
  it("splits the picture into one band per photo", () => {
    expect(hoverIndex(0, 300, 5)).toBe(0);
    expect(hoverIndex(299, 300, 5)).toBe(4);
    expect(hoverIndex(150, 300, 5)).toBe(2);
    expect(hoverIndex(400, 300, 5)).toBe(4);
    expect(hoverIndex(100, 300, 1)).toBe(0);
  });
});

describe("visited lots", () => {
  it("keeps valid ids, newest first, and at most the limit", () => {
    expect([...parseVisitedLots("12.x.0.34")]).toEqual([12, 34]);
    expect(withVisitedLot("12.34", 34)).toBe("34.12");
    const many = Array.from({ length: visitedLotsMax }, (_, index) => index + 1).join(".");
    const next = withVisitedLot(many, 999).split(".");
    expect(next).toHaveLength(visitedLotsMax);
    expect(next[0]).toBe("999");
    expect(next).not.toContain(String(visitedLotsMax));
  });
});
