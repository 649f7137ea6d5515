import { formatAmount } from "@tirgus/domain/format";
import type { LotPosition, PositionNeighbour } from "@tirgus/domain/lot-position";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { type ListContext, moveListContext, positionPath, storedListContext } from "./list-context";

type Steps = { context: ListContext; position: LotPosition };

/**
 * Previous / next through the list the visitor came from, with the way back to it. Nothing shows for a lot
 * opened from elsewhere (a shared link, the home page) or no longer on the remembered page.
 */
export function LotSteps({ lotId }: { lotId: number }) {
  const { t, lang } = useI18n();
  const [steps, setSteps] = useState<Steps | null>(null);
  useEffect(() => {
    const context = storedListContext();
    setSteps(null);
    if (!context) return;
    let current = true;
    void loadBrowserApi()
      .then((api) => api.get<LotPosition | null>(positionPath(lotId, context), undefined, { silent: true }))
      .then((position) => {
        if (current && position) setSteps({ context, position });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [lotId]);
  if (!steps) return null;
  const { context, position } = steps;
  const step = (neighbour: PositionNeighbour | null, direction: "prev" | "next") => {
    const label = direction === "prev" ? t("Previous classified") : t("Next classified");
    // Phones show the arrows only: the labels would take a line each there.
    const text = (
      <>
        {direction === "prev" && <span aria-hidden="true">←</span>}
        <span className="max-sm:sr-only">{label}</span>
        {direction === "next" && <span aria-hidden="true">→</span>}
      </>
    );
    const shape = "inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5";
    if (!neighbour)
      return (
        <span className={`${shape} text-muted opacity-50`} aria-disabled="true">
          {text}
        </span>
      );
    return (
      <Link
        to={lang === "ru" ? neighbour.frontUrl.ru : neighbour.frontUrl.lv}
        onClick={() => moveListContext(context, neighbour.page)}
        rel={direction}
        title={neighbour.title[lang === "ru" ? "ru" : "lv"]}
        className={`${shape} hover:bg-subtle`}
      >
        {text}
      </Link>
    );
  };
  return (
    <nav
      aria-label={t("Classifieds of the list")}
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="lot-steps"
    >
      <Link to={context.href} className="px-1 font-medium text-accent hover:underline">
        {t("Back to the list")}
      </Link>
      <span className="text-muted tabular-nums">
        {formatAmount(position.position)} / {formatAmount(position.count)}
      </span>
      {step(position.previous, "prev")}
      {step(position.next, "next")}
    </nav>
  );
}
