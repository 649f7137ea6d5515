import type { LotForm } from "@tirgus/domain/lot-form-api";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyForm } from "../form/draft";
import { WizardContext, type WizardContextValue } from "../form/wizard-context";
import { PreviewStep } from "./preview-step";

function preview(form: LotForm): string {
  const context: WizardContextValue = {
    form,
    setForm: () => undefined,
    draft: { id: 5, status: 0, readyForPublish: true },
    issues: {},
    category: null,
    problemAt: () => null,
    goTo: () => undefined,
    mapTiles: { url: "", fallbackUrl: "" },
    flush: async () => 5,
  };
  return renderToStaticMarkup(
    <WizardContext.Provider value={context}>
      <PreviewStep files={[]} hasPriceStep={false} />
    </WizardContext.Provider>,
  );
}

describe("the preview step", () => {
  const long = `Pārdodu ${"ļoti ".repeat(30)}labu auto`;
  const html = preview({
    ...emptyForm(1001),
    adTexts: { lv: { text: `${long}\nViens īpašnieks.` }, ru: { text: "Отличная машина" } },
  });

  it("shows the title cut within 80 characters, with an edit link of its own", () => {
    const title =
      /<h2[^>]*data-testid="preview-title"[^>]*>([^<]*)<\/h2>\s*<button[^>]*>([^<]*)<\/button>/.exec(html);
    expect(title?.[1]?.length).toBeLessThanOrEqual(80);
    expect(title?.[1]?.endsWith("…")).toBe(true);
    expect(title?.[2]).toBe("Edit");
  });

  it("labels both descriptions with their language", () => {
    expect(html).toMatch(/Description in Latvian<\/h4><p lang="lv"/);
    expect(html).toMatch(/Description in Russian<\/h4><p lang="ru"[^>]*>Отличная машина/);
  });
});
