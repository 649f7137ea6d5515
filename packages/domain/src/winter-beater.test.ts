import { describe, expect, it } from "vitest";
import { ActionType } from "./catalogue.ts";
import { offersWinterBeaterChoice, winterBeaterCategoryId } from "./winter-beater.ts";

const car = {
  categoryPath: [1000, winterBeaterCategoryId],
  action: ActionType.sell,
  owner: "me",
  firstPrice: "2999",
} as const;

describe("the winter-beaters checkbox", () => {
  it("is offered to a private seller selling a car whose first price is under 3000", () => {
    expect(offersWinterBeaterChoice(car)).toBe(true);
    expect(offersWinterBeaterChoice({ ...car, firstPrice: "2 999,99" })).toBe(true);
  });

  it("is not offered from 3000 up, without a valid price, or for a price of 0", () => {
    expect(offersWinterBeaterChoice({ ...car, firstPrice: "3000" })).toBe(false);
    expect(offersWinterBeaterChoice({ ...car, firstPrice: undefined })).toBe(false);
    expect(offersWinterBeaterChoice({ ...car, firstPrice: "abc" })).toBe(false);
    expect(offersWinterBeaterChoice({ ...car, firstPrice: "0" })).toBe(false);
  });

  it("is not offered to companies, to other actions or outside cars", () => {
    expect(offersWinterBeaterChoice({ ...car, owner: "company" })).toBe(false);
    expect(offersWinterBeaterChoice({ ...car, action: ActionType.rent })).toBe(false);
    expect(offersWinterBeaterChoice({ ...car, action: null })).toBe(false);
    expect(offersWinterBeaterChoice({ ...car, categoryPath: [1000, 1004] })).toBe(false);
  });
});
