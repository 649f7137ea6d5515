import { formatPrice } from "@tirgus/domain/format";
import type { MarketPrice } from "@tirgus/domain/lot-form-api";
import { useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { type Translate, useI18n } from "../../../lib/i18n";
import { secondaryButtonClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";

/** The market check's sentence: how many similar lots and what they ask, or that there are none. */
export function marketPriceText(market: MarketPrice, t: Translate): string {
  if (market.count === 0 || market.median === null || market.min === null || market.max === null)
    return t("No similar items found");
  return t("%s similar classifieds: median %s, from %s to %s", [
    market.count,
    formatPrice(market.median),
    formatPrice(market.min),
    formatPrice(market.max),
  ]);
}

/**
 * "Check market price" (spec 2 section 1, a similar-items market price check): the draft is saved first, so the
 * server compares what the seller sees, then the prices of comparable published lots are shown.
 */
export function MarketPriceCheck() {
  const { t } = useI18n();
  const { flush } = useWizard();
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    try {
      const id = await flush();
      const market = id === null ? null : await browserApi().get<MarketPrice>(`/api/lots/${id}/market-price`);
      setAnswer(market ? { text: marketPriceText(market, t), failed: false } : null);
    } catch {
      setAnswer({ text: t("GENERAL_ERROR"), failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButtonClass} onClick={check} disabled={busy}>
        {t("Check market price")}
      </button>
      <p
        role="status"
        data-testid="market-price"
        className={`text-sm ${answer?.failed ? "text-danger" : ""}`}
      >
        {answer?.text}
      </p>
    </div>
  );
}
