import { describe, expect, it } from "vitest";
import { canCreateDraft, emptyForm, formPatch, isEmptyPatch, rebaseForm } from "./draft";

describe("the wizard's draft", () => {
  it("starts with both delivery options and the owner as the publisher", () => {
    const form = emptyForm(1001);
    expect(form.category).toBe(1001);
    expect(form.deliveryOptions).toEqual(["omniva", "meet"]);
    expect(form.publishAs).toEqual({ owner: "me" });
  });

  it("patches only the fields that changed, and nothing when none did", () => {
    const saved = emptyForm(1001);
    expect(isEmptyPatch(formPatch(saved, { ...saved }))).toBe(true);
    const changed = { ...saved, action: 1, prices: { "1": { value: "1500" } } };
    expect(formPatch(saved, changed)).toEqual({ action: 1, prices: { "1": { value: "1500" } } });
  });

  it("sees a reordered file list as a change", () => {
    const saved = { ...emptyForm(1001), files: [1, 2, 3] };
    expect(formPatch(saved, { ...saved, files: [2, 1, 3] })).toEqual({ files: [2, 1, 3] });
  });

  it("takes the server's cleaned values unless the user changed the field since sending", () => {
    const sent = { ...emptyForm(1001), prices: { "1": { value: "1 500" } }, website: "http://a.lv" };
    const answered = { ...sent, prices: { "1": { value: "1500" } } };
    const current = { ...sent, website: "https://b.lv" };
    const next = rebaseForm(sent, answered, current);
    expect(next.prices).toEqual({ "1": { value: "1500" } });
    expect(next.website).toBe("https://b.lv");
    expect(formPatch(answered, next)).toEqual({ website: "https://b.lv" });
  });

  it("is created on the server only once category and action are chosen", () => {
    expect(canCreateDraft(emptyForm(1001))).toBe(false);
    expect(canCreateDraft({ ...emptyForm(1001), action: 1 })).toBe(true);
  });
});
