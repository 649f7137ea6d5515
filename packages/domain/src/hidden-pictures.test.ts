import { describe, expect, it } from "vitest";
import { hidesExtraPictures, hidesPicturesFromOthers } from "./hidden-pictures.ts";
import { LotStatus } from "./lots.ts";

const soldPremium = { status: LotStatus.closed, highlighted: true, ownerId: 7 };

describe("the pictures a sold premium lot hides (spec 1 section 4)", () => {
  it("hides all but the cover from signed-out visitors and every signed-in non-owner", () => {
    expect(hidesExtraPictures(soldPremium, null)).toBe(true);
    expect(hidesExtraPictures(soldPremium, 8)).toBe(true);
    expect(hidesExtraPictures({ ...soldPremium, ownerId: null }, null)).toBe(true);
  });

  it("shows its owner everything", () => {
    expect(hidesExtraPictures(soldPremium, 7)).toBe(false);
  });

  it("keeps them hidden once the sold lot is deleted, which still shows as Sold", () => {
    expect(hidesExtraPictures({ ...soldPremium, status: LotStatus.deleted }, null)).toBe(true);
  });

  it("hides nothing of a premium lot that is not sold, nor of a sold lot that was not premium", () => {
    for (const status of [LotStatus.published, LotStatus.expired, LotStatus.blocked, LotStatus.draft])
      expect(hidesPicturesFromOthers({ status, highlighted: true })).toBe(false);
    expect(hidesExtraPictures({ ...soldPremium, highlighted: false }, null)).toBe(false);
  });
});
