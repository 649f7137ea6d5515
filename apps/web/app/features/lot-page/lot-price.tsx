import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "../../lib/i18n";
import { actionName } from "../lot-card/action-names";
import { type EditablePrice, editablePriceOfPage, editablePriceOfSaved } from "./editable-price";
import type { LotPageData } from "./lot-route";

const loadPriceForm = () => import("./price-form");
const PriceForm = lazy(() => loadPriceForm().then((module) => ({ default: module.PriceForm })));
// The refusal's text comes with the form's code: the error catalogue stays out of every visitor's first load.
const FeedLotRefusal = lazy(() => loadPriceForm().then((module) => ({ default: module.FeedLotRefusal })));

/** The seller will talk about the price (spec 2 section 1), by the price on the lot page and in the preview. */
export function PriceNegotiableBadge() {
  const { t } = useI18n();
  return (
    <span
      className="w-fit rounded-full bg-subtle px-2.5 py-0.5 text-sm font-medium"
      data-testid="price-negotiable"
    >
      {t("Price negotiable")}
    </span>
  );
}

/**
 * The lot's price; for its owner with the inline edit of spec 1 section 5 (numeric, at most 10000.00, step
 * 0.01, nonzero, saved only when changed, not for lots from a feed). The saved price shows at once, and the
 * next edit starts from it; the page's data is then read again, so what depends on the price (its rating
 * among comparable lots) follows it. Rendered with the lot's id as key: another lot's page starts afresh.
 * The price changes only so many times (decision 0028): with none left, the owner reads why instead of the edit.
 */
export function LotPrice({ lot, owner }: { lot: LotPageData; owner: boolean }) {
  const { t, lang } = useI18n();
  const [saved, setSaved] = useState<EditablePrice | null>(null);
  const [editing, setEditing] = useState(false);
  const { revalidate } = useRevalidator();
  const { view: price, listValue, discountPercent, changesLeft } = saved ?? editablePriceOfPage(lot);
  const editable = owner && price !== null && listValue !== null && !lot.blocked && lot.ended !== "sold";
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline gap-2">
        {price ? (
          <>
            <span className={`text-3xl font-bold ${price.old ? "text-danger" : ""}`} data-testid="lot-price">
              {price.text}
            </span>
            {price.old && (
              <s className="text-muted">
                <span className="sr-only">{t("Old price")}: </span>
                {price.old}
              </s>
            )}
            {price.percent !== null && price.old && (
              <span className="rounded bg-badge px-1.5 py-0.5 text-sm font-semibold text-badge-fg">
                −{price.percent}%
              </span>
            )}
          </>
        ) : (
          <span className="text-2xl font-bold">{actionName(t, lot.action)}</span>
        )}
        {price && lot.priceNegotiable && <PriceNegotiableBadge />}
        {editable && !editing && changesLeft !== 0 && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            onPointerEnter={() => void loadPriceForm()}
            onFocus={() => void loadPriceForm()}
            className="ml-1 rounded-lg border border-line px-2.5 py-1 text-sm font-medium hover:bg-subtle"
          >
            {t("Edit price")}
          </button>
        )}
      </p>
      {editable && changesLeft === 0 && !lot.fromFeed && (
        <p className="text-sm text-muted">
          {t("The price can no longer be changed: all allowed price changes are used")}
        </p>
      )}
      {editing && lot.fromFeed && (
        <Suspense fallback={null}>
          <FeedLotRefusal />
        </Suspense>
      )}
      {editing && !lot.fromFeed && listValue !== null && (
        <Suspense fallback={null}>
          <PriceForm
            lotId={lot.id}
            current={listValue}
            discountPercent={discountPercent}
            changesLeft={changesLeft}
            onDone={(answer) => {
              if (answer) {
                setSaved(editablePriceOfSaved(answer, lang));
                void revalidate();
              }
              setEditing(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
