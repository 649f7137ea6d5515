import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support.ts";

const pages = ["/", "/ru", "/lv/about/info", "/ru/contacts", "/en/about/cookies"];

for (const colorScheme of ["light", "dark"] as const) {
  test(`the shell pages have no accessibility violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const path of pages) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const summary = violations.map(
        (violation) => `${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`,
      );
      expect(summary).toEqual([]);
    }
  });
}

test("the menu dialog has no accessibility violations", async ({ page }) => {
  await page.goto("/lv#menu");
  await expect(page.getByRole("dialog")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
