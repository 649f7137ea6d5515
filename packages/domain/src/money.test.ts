import { describe, expect, it } from "vitest";
import {
  boostServices,
  creditsToEuros,
  Fees,
  freeClassifiedsPerMonth,
  ignoredPackageTemplateIds,
  isIgnoredPackageTemplate,
  isPaymentSettled,
  offersWinterBeaters,
  PackageProperty,
  paymentFees,
  paymentStatuses,
  priceChangesAllowed,
  serviceAvailableHeader,
  serviceFeeHeader,
  trustedBadgeMonths,
  winterBeatersPriceLimit,
} from "./money.ts";

describe("fees", () => {
  it("are the spec's credit amounts", () => {
    expect(Fees).toEqual({
      moveUp: 3,
      oneEuroCreditsCount: 100,
      userContactsFee: 1,
      discountBadgePrice: 20,
      bannerBoostPrice: 50,
      highlightPrice: 35,
      allBoostPrice: 75,
      defaultBoostPrice: 55,
      smsNotificationPrice: 1,
      trustedSellerBadge: 300,
    });
  });

  it("convert credits to euros at 100 credits a euro", () => {
    expect(creditsToEuros(100)).toBe(1);
    expect(creditsToEuros(Fees.trustedSellerBadge)).toBe(3);
    expect(creditsToEuros(55)).toBe(0.55);
  });

  it("are read from the service fee and availability headers", () => {
    expect(serviceFeeHeader).toBe("X-Service-Fee");
    expect(serviceAvailableHeader).toBe("X-Service-Available");
  });

  it("boost services are suggest, top, tiktok, instagram, highlight and banner", () => {
    expect(boostServices).toEqual(["suggest", "top", "tiktok", "instagram", "highlight", "banner"]);
  });

  it("payments report the spec's nine fee kinds", () => {
    expect(paymentFees).toEqual([
      "contacts",
      "tollCategory",
      "suggest",
      "boost",
      "tiktok",
      "instagram",
      "highlight",
      "banner",
      "xmlBoost",
    ]);
  });
});

describe("payments", () => {
  it("statuses are pending, paid, canceled and refused", () => {
    expect(paymentStatuses).toEqual(["pending", "paid", "canceled", "refused"]);
  });

  it("only pending is unsettled and keeps being polled", () => {
    expect(paymentStatuses.filter((status) => !isPaymentSettled(status))).toEqual(["pending"]);
  });
});

describe("packages", () => {
  it("property ids are the spec's", () => {
    expect(PackageProperty).toEqual({
      simultaneouslyActiveItems: 1,
      itemDuration: 2,
      companyMaxMembers: 3,
      itemCredits: 4,
    });
  });

  it("ignore templates 33 and 34 and no others", () => {
    expect(ignoredPackageTemplateIds).toEqual([33, 34]);
    expect(isIgnoredPackageTemplate(33)).toBe(true);
    expect(isIgnoredPackageTemplate(34)).toBe(true);
    expect(isIgnoredPackageTemplate(35)).toBe(false);
  });
});

describe("pricing rules", () => {
  it("allow a price to change 3 times, one free classified a month and a 3-month trusted badge", () => {
    expect(priceChangesAllowed).toBe(3);
    expect(freeClassifiedsPerMonth).toBe(1);
    expect(trustedBadgeMonths).toBe(3);
  });

  it("offer winter beaters to eligible users only when the first price is under 3000", () => {
    expect(winterBeatersPriceLimit).toBe(3000);
    expect(offersWinterBeaters(2999.99, true)).toBe(true);
    expect(offersWinterBeaters(3000, true)).toBe(false);
    expect(offersWinterBeaters(100, false)).toBe(false);
  });
});
