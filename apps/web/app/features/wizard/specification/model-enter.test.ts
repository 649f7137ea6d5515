import { FilterDisplayType } from "@tirgus/domain/catalogue";
import { describe, expect, it, vi } from "vitest";
import { filterLink } from "../filter-fixtures";
import { blockEnter, keyDownOf, TextInput } from "./filter-field";

const key = (name: string) => ({ key: name, preventDefault: vi.fn() });
const control = { id: "f", "aria-describedby": undefined, "aria-invalid": undefined } as const;

describe("Enter in the model field (spec 2 section 5)", () => {
  it("is blocked, other keys are not", () => {
    const enter = key("Enter");
    blockEnter(enter);
    expect(enter.preventDefault).toHaveBeenCalledOnce();
    const letter = key("a");
    blockEnter(letter);
    expect(letter.preventDefault).not.toHaveBeenCalled();
  });

  it("is blocked in model fields only", () => {
    for (const model of ["model", "moto-model", "phone-model"]) {
      expect(keyDownOf(filterLink({ id: 2, key: model, displayType: FilterDisplayType.text }).filter)).toBe(
        blockEnter,
      );
    }
    expect(keyDownOf(filterLink({ id: 3, key: "imei", displayType: FilterDisplayType.text }).filter)).toBe(
      undefined,
    );
  });

  it("is what a model text input does with Enter", () => {
    const link = filterLink({ id: 2, key: "phone-model", displayType: FilterDisplayType.text });
    const input = TextInput({ link, value: "Pixel 8", onChange: () => undefined, control });
    const enter = key("Enter");
    input.props.onKeyDown(enter);
    expect(enter.preventDefault).toHaveBeenCalledOnce();
    const other = TextInput({
      link: filterLink({ id: 3, key: "imei", displayType: FilterDisplayType.text }),
      value: undefined,
      onChange: () => undefined,
      control,
    });
    expect(other.props.onKeyDown).toBeUndefined();
  });
});
