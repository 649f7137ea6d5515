import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { lotDetail, pageOf } from "./lot-detail-fixture";
import { LotPrice } from "./lot-price";

/** The lot's price as the page renders it on the server: the price edit's button is a data router's part. */
async function render(detail: LotDetail, owner: boolean) {
  const routes = [
    {
      path: "*",
      Component: () => (
        <I18nProvider lang="lv" dictionary={{}}>
          <LotPrice lot={pageOf(detail)} owner={owner} />
        </I18nProvider>
      ),
    },
  ];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request("https://tirgus.test/lv/sports/velosipedi/!1000001"));
  if (context instanceof Response) throw new Error("redirected");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />,
  );
}

const noneLeft = "The price can no longer be changed: all allowed price changes are used";

describe("the owner's inline price edit (lot-price.tsx, decision 0028)", () => {
  it("is offered while price changes are left, with no word of them to others", async () => {
    const left = await render(lotDetail({ priceChangesLeft: 1 }), true);
    expect(left).toContain("Edit price");
    expect(left).not.toContain(noneLeft);
    const other = await render(lotDetail(), false);
    expect(other).not.toContain("Edit price");
    expect(other).not.toContain(noneLeft);
  });

  it("gives way to the reason once every change is used", async () => {
    const html = await render(lotDetail({ priceChangesLeft: 0 }), true);
    expect(html).not.toContain("Edit price");
    expect(html).toContain(noneLeft);
  });

  it("stays offered on a draft, whose price changes do not count", async () => {
    const html = await render(lotDetail({ status: LotStatus.draft, priceChangesLeft: 3 }), true);
    expect(html).toContain("Edit price");
  });
});
