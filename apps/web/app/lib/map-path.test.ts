import { describe, expect, it } from "vitest";
import { listingTarget } from "../features/listing/listing-path";
import { listPathOf, mapPath } from "./map-path";

describe("the map address of a list", () => {
  it("carries the list's path as one encoded segment, the category id and the list's query", () => {
    const query = new URLSearchParams("minPrice=100&page=2");
    expect(mapPath("lv", "/lv/nekustamais-ipasums/dzivokli/!riga", 51, query)).toBe(
      "/lv/modal-map/nekustamais-ipasums%2Fdzivokli%2F!riga/51?minPrice=100&page=2",
    );
    expect(mapPath("ru", "/ru/nedvizhimost", 50, new URLSearchParams())).toBe(
      "/ru/modal-map/nedvizhimost/50",
    );
  });

  it("leads back to the same list and page: the callback as the router decodes it, with the query", () => {
    const query = new URLSearchParams("minPrice=100&page=2");
    const href = mapPath("lv", "/lv/nekustamais-ipasums/dzivokli/!riga", 51, query);
    const callback = decodeURIComponent(href.split("/")[3] ?? "");
    expect(listingTarget(callback)).toEqual({
      kind: "listing",
      slugs: ["nekustamais-ipasums", "dzivokli"],
      region: "riga",
    });
    expect(listPathOf("lv", callback, query)).toBe(
      "/lv/nekustamais-ipasums/dzivokli/!riga?minPrice=100&page=2",
    );
  });

  it("is checked as a listing path, so a callback cannot lead off the site or to a lot", () => {
    for (const callback of ["/evil.example", "//evil.example/x", "../admin", "nekustamais-ipasums/!123", ""])
      expect(listingTarget(callback)?.kind === "listing" ? callback : null).toBeNull();
  });
});
