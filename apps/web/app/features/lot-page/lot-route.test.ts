import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { describe, expect, it } from "vitest";
import { endedOf } from "./lot-route";

const past = "2020-01-01T00:00:00.000Z";
const future = "2999-01-01T00:00:00.000Z";
const lot = (status: number, endDate: string | null) => ({ status, endDate }) as LotDetail;

describe("how an ended lot is marked (spec 1 section 4)", () => {
  it("marks closed and deleted lots Sold, whatever their end date (a closed lot's is when it closed)", () => {
    expect(endedOf(lot(LotStatus.closed, past))).toBe("sold");
    expect(endedOf(lot(LotStatus.closed, future))).toBe("sold");
    expect(endedOf(lot(LotStatus.deleted, past))).toBe("sold");
  });

  it("marks expired lots, and published ones past their end date, Expired", () => {
    expect(endedOf(lot(LotStatus.expired, past))).toBe("expired");
    expect(endedOf(lot(LotStatus.published, past))).toBe("expired");
  });

  it("leaves a published lot within its period unmarked", () => {
    expect(endedOf(lot(LotStatus.published, future))).toBeNull();
    expect(endedOf(lot(LotStatus.published, null))).toBeNull();
  });
});
