import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { emptyCounts, type ShellCounts, type ShellSession } from "../../lib/session";
import { Header } from "./header";
import { toolbarItems } from "./toolbar";

function renderHeader(session: ShellSession | null, counts: Partial<ShellCounts> = {}) {
  return renderToString(
    <MemoryRouter initialEntries={["/ru/contacts"]}>
      <I18nProvider lang="ru" dictionary={{}}>
        <Header session={session} counts={{ ...emptyCounts, ...counts }} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** The accessible names of the toolbar's links and buttons, in order. */
function toolbarNames(html: string): string[] {
  const toolbar = html.slice(html.indexOf('aria-label="Toolbar"'));
  return [...toolbar.matchAll(/<(?:a|button)[^>]*aria-label="([^"]*)"/g)].map((match) => match[1] ?? "");
}

const user: ShellSession = {
  userId: 7,
  displayName: "Anna Bērziņa",
  avatarUrl: null,
  companyId: null,
  hasPackages: false,
  language: "lv",
  isAdmin: false,
  impersonatedBy: null,
  listView: null,
};

describe("the header toolbar", () => {
  it("shows a signed-out visitor without favourites the sign-in button and the menu toggle", () => {
    const html = renderHeader(null);
    expect(toolbarNames(html)).toEqual(["Menu"]);
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Sign in<\/span><\/button>/);
    expect(html).not.toContain('aria-label="Profile"');
  });

  it("shows a signed-out visitor with favourites the favourites icon with its count", () => {
    const html = renderHeader(null, { favorites: 3 });
    expect(toolbarNames(html)).toEqual(["Favorites, 3", "Menu"]);
    expect(html).toContain(">3</span>");
  });

  it("shows a signed-out visitor who compares lots the compare icon, their way to the compare page", () => {
    const html = renderHeader(null, { favorites: 3, compare: 2 });
    expect(toolbarNames(html)).toEqual(["Compare, 2", "Favorites, 3", "Menu"]);
    expect(html).toContain('href="/ru/compare"');
    expect(toolbarNames(renderHeader(null, { compare: 1 }))).toEqual(["Compare, 1", "Menu"]);
  });

  it("shows a signed-in private user their classifieds, favourites, profile and menu", () => {
    // Saved filters join the toolbar with their page (no issue has built saved searches yet).
    expect(toolbarNames(renderHeader(user))).toEqual(["My classifieds", "Favorites", "Profile", "Menu"]);
  });

  it("adds compare only when something is being compared", () => {
    expect(toolbarNames(renderHeader(user, { compare: 2 }))[0]).toBe("Compare, 2");
  });

  it("adds the company's classifieds for company users", () => {
    const names = toolbarNames(renderHeader({ ...user, companyId: 3 }, { myCompanyItems: 12 }));
    expect(names).toContain("My company classifieds, 12");
  });

  it("shows messages only with packages or unread messages", () => {
    expect(toolbarNames(renderHeader(user))).not.toContain("Messages");
    expect(toolbarNames(renderHeader({ ...user, hasPackages: true }))).toContain("Messages");
    expect(toolbarNames(renderHeader(user, { unreadMessages: 4 }))).toContain("Messages, 4");
  });

  it("puts a count badge on each icon that has a count", () => {
    const html = renderHeader(
      { ...user, companyId: 3, hasPackages: true },
      { favorites: 1, compare: 2, myItems: 3, myCompanyItems: 4, unreadMessages: 120 },
    );
    const badges = [...html.matchAll(/data-testid="toolbar-badge"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(badges).toEqual(["2", "3", "4", "1", "99+"]);
  });

  it("links my classifieds to the published ones and the company's to the user's own, in the page's language", () => {
    const html = renderHeader({ ...user, companyId: 3 });
    expect(html).toContain('href="/ru/my/items?status=published"');
    expect(html).toContain('href="/ru/my/items?status=published&amp;company=3&amp;owner=7"');
  });
});

describe("the toolbar on phones", () => {
  it("keeps compare, my classifieds, favourites and messages as icons; the menu lists the rest", () => {
    const items = toolbarItems(
      { ...user, companyId: 3, hasPackages: true },
      { ...emptyCounts, compare: 1 },
      "lv",
      (key) => key,
    );
    expect(items.filter((item) => item.onPhone).map((item) => item.id)).toEqual([
      "compare",
      "my-items",
      "favorites",
      "messages",
    ]);
    expect(items.filter((item) => !item.onPhone).map((item) => item.id)).toEqual(["company-items"]);
  });
});

describe("the header", () => {
  it("links the wordmark to the home page of the current language", () => {
    expect(renderHeader(null)).toMatch(/<a[^>]*href="\/ru"[^>]*>.*Tirgus<\/span><\/a>/);
  });

  it("offers posting an ad through the create flow, in the page's language", () => {
    expect(renderHeader(null)).toMatch(/href="\/ru\/my\/create"[^>]*>.*Post an ad/);
  });

  it("shows initials for a named user and the person icon for one known by a phone number", () => {
    expect(renderHeader(user)).toContain('data-initials="AB"');
    const phoneUser = renderHeader({ ...user, displayName: "+37120000000" });
    expect(phoneUser).not.toContain("data-initials");
    expect(phoneUser).toContain('aria-label="Profile"');
  });
});
