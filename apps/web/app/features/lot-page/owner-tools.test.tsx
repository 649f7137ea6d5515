import { LotStatus, type LotStatusId } from "@tirgus/domain/lots";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { OwnerTools, ownerToolsOf } from "./owner-tools";

const lot = (status: LotStatusId, fromFeed = false) => ({ id: 1_000_001, status, fromFeed });

function render(status: LotStatusId, fromFeed = false, lang: "lv" | "ru" = "lv") {
  return renderToString(
    <MemoryRouter initialEntries={["/lv/sports/velosipedi/!1000001"]}>
      <I18nProvider lang={lang} dictionary={{}}>
        <OwnerTools lot={lot(status, fromFeed)} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("the owner's tools on the lot page (issue 6 item 3)", () => {
  it("offer what the lifecycle allows in each status, as my items does", () => {
    const s = LotStatus;
    expect(ownerToolsOf(lot(s.published))).toEqual({
      publish: false,
      edit: true,
      prolong: true,
      close: true,
      delete: false,
    });
    expect(ownerToolsOf(lot(s.expired))).toEqual({
      publish: true,
      edit: true,
      prolong: true,
      close: true,
      delete: false,
    });
    expect(ownerToolsOf(lot(s.draft))).toEqual({
      publish: true,
      edit: true,
      prolong: false,
      close: true,
      delete: false,
    });
    expect(ownerToolsOf(lot(s.pending_publish))).toEqual({
      publish: false,
      edit: false,
      prolong: false,
      close: true,
      delete: false,
    });
    expect(ownerToolsOf(lot(s.closed))).toEqual({
      publish: true,
      edit: true,
      prolong: false,
      close: false,
      delete: true,
    });
    expect(ownerToolsOf(lot(s.blocked))).toEqual({
      publish: false,
      edit: false,
      prolong: false,
      close: false,
      delete: true,
    });
    expect(ownerToolsOf(lot(s.deleted))).toEqual({
      publish: false,
      edit: false,
      prolong: false,
      close: false,
      delete: false,
    });
  });

  it("offer nothing to change on a lot from a feed, and say why", () => {
    expect(ownerToolsOf(lot(LotStatus.published, true))).toEqual({
      publish: false,
      edit: false,
      prolong: false,
      close: false,
      delete: false,
    });
    const html = render(LotStatus.published, true);
    expect(html).toContain("Classifieds from feed can&#x27;t be edited");
    expect(html).toContain('href="/my/items"');
    expect(html).not.toContain("/my/edit/");
  });

  it("link the lot form, the renew page and my classifieds in the page's language", () => {
    const lv = render(LotStatus.published);
    expect(lv).toContain('href="/my/edit/1000001"');
    expect(lv).toContain('href="/lv/renew?lot=1000001"');
    expect(lv).toContain('href="/my/items"');
    expect(lv).toContain("Close classified");
    expect(lv).not.toContain(">Delete<");
    expect(lv).not.toContain("/my/publish/");
    const ru = render(LotStatus.closed, false, "ru");
    expect(ru).toContain('href="/ru/my/edit/1000001"');
    expect(ru).toContain('href="/ru/my/publish/1000001"');
    expect(ru).toContain('href="/ru/my/items"');
    expect(ru).toContain("Delete");
    expect(ru).not.toContain("Close classified");
    expect(ru).not.toContain("/renew");
  });
});
