import { describe, expect, it } from "vitest";
import { adminPlace, tabHref } from "./admin-data";

describe("adminPlace", () => {
  it("reads the tab, the page and the seller of the address", () => {
    expect(adminPlace(new URLSearchParams("tab=reported&page=3&seller=17"))).toEqual({
      tab: "reported",
      page: 3,
      sellerId: 17,
      query: "",
    });
  });

  it("falls back to the first page of the whole pending queue, and the audit log has no seller", () => {
    expect(adminPlace(new URLSearchParams("tab=nope&page=-2&seller=abc"))).toEqual({
      tab: "pending",
      page: 1,
      sellerId: null,
      query: "",
    });
    expect(adminPlace(new URLSearchParams("tab=audit&seller=17")).sellerId).toBeNull();
  });
});

describe("the lookup's place", () => {
  it("reads the query of the lookup tab, trimmed, with no page or seller", () => {
    expect(adminPlace(new URLSearchParams("tab=find&query=%20100123%20&page=4&seller=17"))).toEqual({
      tab: "find",
      page: 1,
      sellerId: null,
      query: "100123",
    });
    expect(adminPlace(new URLSearchParams("tab=pending&query=5")).query).toBe("");
    expect(tabHref("/lv/admin", "find", 17)).toBe("/lv/admin?tab=find");
  });
});

describe("tabHref", () => {
  it("keeps the seller on the queues and drops it on the audit log", () => {
    expect(tabHref("/lv/admin", "pending", null)).toBe("/lv/admin");
    expect(tabHref("/lv/admin", "reported", 17)).toBe("/lv/admin?tab=reported&seller=17");
    expect(tabHref("/ru/admin", "audit", 17)).toBe("/ru/admin?tab=audit");
  });
});
