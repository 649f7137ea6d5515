import { afterEach, describe, expect, it } from "vitest";
import { toastStore } from "./toast-store";

afterEach(() => {
  for (const toast of toastStore.current()) toastStore.dismiss(toast.id);
});

describe("toasts", () => {
  it("stay 5 seconds, and a success stays 10 seconds (spec 1 section 9)", () => {
    toastStore.show({ message: "Saved", kind: "success" });
    toastStore.show({ message: "Field is required", kind: "error" });
    toastStore.show({ message: "Hello" });
    expect(toastStore.current().map((toast) => toast.durationMs)).toEqual([10_000, 5_000, 5_000]);
  });

  it("stack in the order they came, dropping the oldest beyond five", () => {
    for (let i = 1; i <= 7; i++) toastStore.show({ message: `m${i}` });
    expect(toastStore.current().map((toast) => toast.message)).toEqual(["m3", "m4", "m5", "m6", "m7"]);
  });

  it("can be dismissed one by one", () => {
    const first = toastStore.show({ message: "one" });
    toastStore.show({ message: "two" });
    toastStore.dismiss(first);
    expect(toastStore.current().map((toast) => toast.message)).toEqual(["two"]);
  });

  it("show each server message with its %s values, untranslated until rendered", () => {
    toastStore.showServerMessages("error", [
      { message: "Unknown parameter %s", values: ["utm"] },
      { message: "NOT_ENOUGH_CREDITS_TOLL_CATEGORY" },
    ]);
    expect(toastStore.current()).toMatchObject([
      { kind: "error", message: "Unknown parameter %s", values: ["utm"] },
      { kind: "error", message: "NOT_ENOUGH_CREDITS_TOLL_CATEGORY" },
    ]);
  });

  it("tell subscribers about every change", () => {
    let changes = 0;
    const unsubscribe = toastStore.subscribe(() => changes++);
    const id = toastStore.show({ message: "x" });
    toastStore.dismiss(id);
    unsubscribe();
    toastStore.show({ message: "y" });
    expect(changes).toBe(2);
  });
});
