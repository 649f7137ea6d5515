import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { EmptyState } from "./my-items-view";

const render = (hasLots: boolean) =>
  renderToString(
    <MemoryRouter initialEntries={["/my/items"]}>
      <I18nProvider lang="lv" dictionary={{}}>
        <EmptyState hasLots={hasLots} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe("my items' empty list (spec 1 section 4)", () => {
  it("says nothing matches when the user has lots in other statuses (closed or expired only, say)", () => {
    const html = render(true);
    expect(html).toContain("Looks like there isn&#x27;t any classified that matches your criteria.");
    expect(html).not.toContain("You haven&#x27;t created any classified.");
  });

  it("offers to create the first classified when the user has none at all", () => {
    const html = render(false);
    expect(html).toContain("You haven&#x27;t created any classified.");
    expect(html).toContain("Create classified");
  });
});
