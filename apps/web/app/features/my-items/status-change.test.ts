import { ErrorCode } from "@tirgus/domain/errors";
import type { LotStatusChange } from "@tirgus/domain/lot-lifecycle-api";
import { describe, expect, it } from "vitest";
import { outcomeOf } from "./status-change";

const change = (partial: Partial<LotStatusChange>): LotStatusChange => ({
  id: 1,
  status: 2,
  endDate: null,
  errors: [],
  notifications: [],
  ...partial,
});

describe("what a status change's answer shows (spec 1 section 8, spec 2 section 4)", () => {
  it("tells each lot's notifications as success toasts and its errors as error toasts, with values", () => {
    const outcome = outcomeOf([
      change({
        id: 1,
        notifications: [{ message: "Classified is active until %s", values: ["01.01.2027"] }],
      }),
      change({ id: 2, status: 4, errors: [{ message: "This action is not possible" }] }),
    ]);
    expect(outcome.toasts).toEqual([
      { kind: "success", message: "Classified is active until %s", values: ["01.01.2027"] },
      { kind: "error", message: "This action is not possible", values: undefined },
    ]);
    expect(outcome.changed).toBe(1);
    expect(outcome.openContacts).toBe(false);
  });

  it("opens the contacts modal for USER_FORBIDDEN and USER_NO_LOCAL_PHONE, and says why", () => {
    for (const code of [ErrorCode.USER_FORBIDDEN, ErrorCode.USER_NO_LOCAL_PHONE]) {
      const outcome = outcomeOf([change({ errors: [{ message: code }] })]);
      expect(outcome.openContacts).toBe(true);
      expect(outcome.toasts).toEqual([{ kind: "error", message: code, values: undefined }]);
    }
  });

  it("refreshes the wallet for NOT_ENOUGH_CREDITS_TOLL_CATEGORY and shows its message, opening nothing", () => {
    const outcome = outcomeOf([
      change({ id: 1, notifications: [{ message: "Classified is published" }] }),
      change({ id: 2, status: 1, errors: [{ message: ErrorCode.NOT_ENOUGH_CREDITS_TOLL_CATEGORY }] }),
    ]);
    expect(outcome.refreshWallet).toBe(true);
    expect(outcome.openContacts).toBe(false);
    expect(outcome.toasts).toContainEqual({
      kind: "error",
      message: ErrorCode.NOT_ENOUGH_CREDITS_TOLL_CATEGORY,
      values: undefined,
    });
    expect(outcome.changed).toBe(1);
  });

  it("leaves the wallet alone for every other answer", () => {
    for (const code of [ErrorCode.USER_FORBIDDEN, ErrorCode.PAYMENT_REQUIRED, "Not found"])
      expect(outcomeOf([change({ errors: [{ message: code }] })]).refreshWallet, code).toBe(false);
    expect(outcomeOf([change({ notifications: [{ message: "Classified is closed" }] })]).refreshWallet).toBe(
      false,
    );
  });

  it("tells the same message for several lots once", () => {
    const published = { message: "Classified is published" };
    const outcome = outcomeOf([
      change({ id: 1, notifications: [published] }),
      change({ id: 2, notifications: [published] }),
    ]);
    expect(outcome.toasts).toHaveLength(1);
    expect(outcome.changed).toBe(2);
  });
});
