import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WizardHeader } from "./wizard-header";

const header = (full: boolean, editing = false) =>
  renderToStaticMarkup(
    <WizardHeader
      editing={editing}
      steps={[{ id: 0, title: "Category", open: true }]}
      current={0}
      full={full}
      uploading={false}
      onStep={() => undefined}
      onToggleFull={() => undefined}
    />,
  );

describe("the wizard header", () => {
  it("on phones shows only 'Create classified': the steps and the view toggle are hidden below md", () => {
    for (const full of [false, true]) {
      const html = header(full);
      expect(html).toContain("Create classified");
      const toggle = /<button[^>]*aria-pressed="(true|false)"[^>]*>/.exec(html)?.[0] ?? "";
      expect(toggle).toContain("max-md:hidden");
    }
    expect(/<ol[^>]*>/.exec(header(false))?.[0]).toContain("max-md:hidden");
  });

  it("says 'Edit classified' when a lot that is out is edited", () => {
    const html = header(false, true);
    expect(html).toContain("Edit classified");
    expect(html).not.toContain("Create classified");
  });
});
