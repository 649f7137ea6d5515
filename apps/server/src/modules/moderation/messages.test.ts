import {
  heldReasons,
  ModerationMessage,
  moderationReasonLabel,
  reportReasonLabel,
  userStatusLabel,
} from "@tirgus/domain/moderation";
import { describe, expect, it } from "vitest";
import { loadDictionary } from "../i18n/dictionaries.ts";

describe("moderation's texts", () => {
  it.each(["lv", "ru"] as const)("are all translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    const keys = [
      ...Object.values(ModerationMessage),
      ...Object.values(reportReasonLabel),
      ...Object.values(moderationReasonLabel),
      ...Object.values(userStatusLabel),
      ...heldReasons("first_lots,category_approval:1,banned_word:x,appeal").map((reason) => reason.message),
    ];
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });
});
