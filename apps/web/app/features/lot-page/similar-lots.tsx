import { useState } from "react";
import { useI18n } from "../../lib/i18n";
import { LotRow } from "../lot-rows/lot-row";

/** The Similar row itself, with the row and card code: loaded by `SimilarLotsSlot` as it nears the screen. */
export function SimilarLots({ source }: { source: string }) {
  const { t } = useI18n();
  // The cards arrive in the browser only, so their relative dates never meet a server render.
  const [now] = useState(() => Date.now());
  return (
    <LotRow
      row={{ id: `similar-${source}`, title: t("Similar classifieds"), href: null, source, cards: null }}
      now={now}
      emptyText={t("No similar items found")}
    />
  );
}
