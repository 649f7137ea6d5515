import { userSettingKeys } from "@tirgus/domain/users";
import { describe, expect, it } from "vitest";
import lv from "../../../../server/src/modules/i18n/dictionaries/lv.json" with { type: "json" };
import ru from "../../../../server/src/modules/i18n/dictionaries/ru.json" with { type: "json" };
import { profileTabs, settingViews, tabOfHash, tabTitles, viewTypeNames } from "./profile-data";

describe("tabOfHash", () => {
  it("opens the tab the hash names, My data for none or an unknown one", () => {
    expect(tabOfHash("#companyData")).toBe("companyData");
    expect(tabOfHash("#settings")).toBe("settings");
    expect(tabOfHash("#user")).toBe("user");
    expect(tabOfHash("")).toBe("user");
    expect(tabOfHash("#nope")).toBe("user");
    expect(tabOfHash("#constructor")).toBe("user");
  });

  it("keeps the spec's eight tabs in its order", () => {
    expect(profileTabs.map((tab) => tabTitles[tab])).toEqual([
      "My data",
      "Social",
      "Change password",
      "Account statement",
      "Subscription plan",
      "Team",
      "Company data",
      "User settings",
    ]);
  });
});

describe("settingViews", () => {
  it("shows every user setting of the spec, each with a fallback of its own kind", () => {
    expect(Object.keys(settingViews).sort()).toEqual([...userSettingKeys].sort());
    for (const view of Object.values(settingViews)) {
      if (view.kind === "switch") expect(typeof view.fallback).toBe("boolean");
      else expect(view.options).toContain(view.fallback);
    }
  });

  it("has Latvian and Russian texts for every label, hint and tab", () => {
    const texts = [
      ...Object.values(tabTitles),
      ...Object.values(settingViews).flatMap((view) => [view.label, view.hint]),
      ...Object.values(viewTypeNames),
    ];
    const lvTexts = lv as Record<string, string>;
    const ruTexts = ru as Record<string, string>;
    expect(texts.filter((text) => !lvTexts[text])).toEqual([]);
    expect(texts.filter((text) => !ruTexts[text])).toEqual([]);
  });
});
