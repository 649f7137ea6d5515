import { LotStatus } from "@tirgus/domain/lots";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { LotFooter } from "./lot-footer";
import type { OwnLotView } from "./own-lot-view";

const now = Date.parse("2026-11-25T10:00:00Z");

/** The accessible names of the footer's links and buttons (the phone menu's items show only when opened). */
function footerNames(status: number, xmlImported = false): string[] {
  const lot = {
    id: 41,
    title: "Nokia 3310",
    href: "/lv/elektronika/!41",
    status,
    xmlImported,
    endDate: null,
  } as unknown as OwnLotView;
  const html = renderToString(
    <MemoryRouter initialEntries={["/my/items"]}>
      <I18nProvider lang="lv" dictionary={{}}>
        <LotFooter
          lot={lot}
          now={now}
          selected={false}
          busy={false}
          handlers={{ onSelect: () => {}, onAction: () => {}, onProlong: () => {}, onClone: () => {} }}
        />
      </I18nProvider>
    </MemoryRouter>,
  );
  return [...html.matchAll(/<(?:a|button)[^>]*aria-label="([^"]*)"/g)].map((match) => match[1] ?? "");
}

describe("a lot's footer in my items", () => {
  it("offers Edit and Clone for a draft, a published, a closed and an expired lot", () => {
    for (const status of [LotStatus.draft, LotStatus.published, LotStatus.closed, LotStatus.expired])
      expect(footerNames(status), `status ${status}`).toEqual(
        expect.arrayContaining(["View", "Edit", "Clone"]),
      );
  });

  it("offers neither for a blocked lot: the server refuses both, and the owner appeals instead", () => {
    const names = footerNames(LotStatus.blocked);
    expect(names).toContain("View");
    expect(names).not.toContain("Edit");
    expect(names).not.toContain("Clone");
  });

  it("offers no Edit while the lot waits approval, nor for a feed's lot", () => {
    expect(footerNames(LotStatus.pending_publish)).not.toContain("Edit");
    expect(footerNames(LotStatus.pending_publish)).toContain("Clone");
    expect(footerNames(LotStatus.published, true)).not.toContain("Edit");
  });
});
