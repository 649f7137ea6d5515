import { describe, expect, it } from "vitest";
import { inlineScriptJson } from "./inline-script.ts";

describe("JSON inside an inline script", () => {
  it("escapes every < and reads back as the same value", () => {
    const value = { note: "</script><!-- a<b", name: "Dzīvoklis" };
    const written = inlineScriptJson(value);
    expect(written).not.toContain("<");
    expect(JSON.parse(written)).toEqual(value);
  });
});
