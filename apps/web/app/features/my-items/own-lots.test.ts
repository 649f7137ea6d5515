import { LotStatus } from "@tirgus/domain/lots";
import { describe, expect, it } from "vitest";
import { checkedStatuses, ownLotsQuery, ownSortOf, statusHref } from "./own-list-query";
import { prolongChoices, statusMarkOf } from "./own-lot-view";

const day = 86_400_000;
const now = Date.parse("2026-11-25T10:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("my items' status filter (spec 1 section 4)", () => {
  it("checks draft, published, pending_publish and blocked when the address names none", () => {
    expect(checkedStatuses(new URLSearchParams())).toEqual([
      LotStatus.draft,
      LotStatus.published,
      LotStatus.blocked,
      LotStatus.pending_publish,
    ]);
  });

  it("reads the header's link (published only) and ignores deleted and feed drafts", () => {
    expect(checkedStatuses(new URLSearchParams("status=published"))).toEqual([LotStatus.published]);
    expect(checkedStatuses(new URLSearchParams("status=deleted&status=xml_draft&status=closed"))).toEqual([
      LotStatus.closed,
    ]);
  });

  it("leaves the default set out of the address and goes back to page 1", () => {
    const search = new URLSearchParams("status=closed&page=3");
    const defaults = checkedStatuses(new URLSearchParams());
    expect(statusHref("/my/items", search, defaults)).toBe("/my/items");
    expect(statusHref("/my/items", search, [LotStatus.expired, LotStatus.closed])).toBe(
      "/my/items?status=closed&status=expired",
    );
  });

  it("asks the API for the checked statuses, newest created first, 20 a page", () => {
    expect(ownLotsQuery(new URLSearchParams("status=expired&page=2"))).toEqual({
      status: [LotStatus.expired],
      page: 2,
      itemsPerPage: 20,
      orderColumn: "createDate",
      orderDirection: "desc",
    });
  });

  it("keeps to the company's lots when the header's company link names it, and ignores nonsense", () => {
    expect(ownLotsQuery(new URLSearchParams("status=published&company=3&owner=7"))).toMatchObject({
      company: 3,
      status: [LotStatus.published],
    });
    for (const company of ["0", "-3", "1.5", "abc", "99999999999"])
      expect(ownLotsQuery(new URLSearchParams(`company=${company}`))).not.toHaveProperty("company");
  });

  it("keeps to my items' sorts", () => {
    expect(ownSortOf(new URLSearchParams("orderColumn=endDate&orderDirection=asc"))).toBe("endDateAsc");
    expect(ownSortOf(new URLSearchParams("orderColumn=bestMatch"))).toBe("createDateDesc");
  });
});

describe("how my items marks a lot (spec 1 section 4)", () => {
  const lot = (status: number, endDate: string | null = null) => ({ status, endDate });

  it("reads Waiting approval for pending_publish, Sold for closed, Blocked, Draft", () => {
    expect(statusMarkOf(lot(LotStatus.pending_publish), now)).toBe("pending");
    expect(statusMarkOf(lot(LotStatus.closed), now)).toBe("sold");
    expect(statusMarkOf(lot(LotStatus.blocked), now)).toBe("blocked");
    expect(statusMarkOf(lot(LotStatus.draft), now)).toBe("draft");
  });

  it("marks expired lots and published ones past their end date Expired", () => {
    expect(statusMarkOf(lot(LotStatus.expired, iso(now + day)), now)).toBe("expired");
    expect(statusMarkOf(lot(LotStatus.published, iso(now - 1000)), now)).toBe("expired");
    expect(statusMarkOf(lot(LotStatus.published, iso(now + day)), now)).toBe("active");
  });
});

describe("the prolong menu", () => {
  const lot = (status: number, endDate: number | null) => ({
    status: status as 2,
    xmlImported: false,
    endDate: endDate === null ? null : iso(endDate),
  });

  it("offers nothing for statuses that cannot be prolonged", () => {
    for (const status of [LotStatus.draft, LotStatus.closed, LotStatus.blocked, LotStatus.pending_publish])
      expect(
        prolongChoices(lot(status, now), [7, 14, 21], now).every((choice) => choice.until === null),
      ).toBe(true);
  });

  it("counts an expired lot's days from now and an active one's from its end date", () => {
    const [expired] = prolongChoices(lot(LotStatus.expired, now - 3 * day), [7], now);
    expect(expired?.until?.getTime()).toBe(now + 7 * day);
    const [active] = prolongChoices(lot(LotStatus.published, now + 2 * day), [7], now);
    expect(active?.until?.getTime()).toBe(now + 9 * day);
  });

  it("never goes beyond 365 days and turns off what would change nothing", () => {
    const choices = prolongChoices(lot(LotStatus.published, now + 360 * day), [7, 14, 21], now);
    expect(choices.map((choice) => choice.until?.getTime())).toEqual([
      now + 365 * day,
      now + 365 * day,
      now + 365 * day,
    ]);
    const full = prolongChoices(lot(LotStatus.published, now + 365 * day), [7], now);
    expect(full[0]?.until).toBeNull();
  });

  it("offers nothing for lots of a feed", () => {
    const feed = { ...lot(LotStatus.published, now + day), xmlImported: true };
    expect(prolongChoices(feed, [7], now)[0]?.until).toBeNull();
  });
});
