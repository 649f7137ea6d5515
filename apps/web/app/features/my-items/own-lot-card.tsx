import { LotStatus } from "@tirgus/domain/lots";
import { useI18n } from "../../lib/i18n";
import type { CardViewType } from "../listing/view-type";
import { LotCard } from "../lot-card/lot-card";
import { dayText } from "./day-text";
import { LotFooter, type LotFooterHandlers } from "./lot-footer";
import { ModerationNote } from "./moderation-note";
import { isEndedMark, type OwnLotView, statusMarkOf } from "./own-lot-view";
import { StatusBadge } from "./status-badge";

/**
 * One of the owner's lots: the public card (ended lots dimmed, spec 1 section 4) with its status mark,
 * "Active until", the moderators' note on a blocked lot, and the management footer.
 */
export function OwnLotCard({
  lot,
  view,
  now,
  eager,
  selected,
  busy,
  handlers,
  onAppeal,
}: {
  lot: OwnLotView;
  view: CardViewType;
  now: number;
  eager: boolean;
  selected: boolean;
  busy: boolean;
  handlers: LotFooterHandlers;
  onAppeal: () => void;
}) {
  const { t } = useI18n();
  const mark = statusMarkOf(lot, now);
  const live = lot.status === LotStatus.published || lot.status === LotStatus.pending_publish;
  return (
    <div
      data-own-lot={lot.id}
      className={`flex h-full flex-col rounded-2xl border bg-surface ${selected ? "border-accent ring-2 ring-accent/40" : "border-line"}`}
    >
      <div className="relative flex-1">
        <div
          className={`h-full [&>article]:rounded-b-none [&>article]:border-0 [&>article]:shadow-none ${isEndedMark(mark) ? "opacity-60 grayscale-[60%]" : ""}`}
        >
          <LotCard card={lot} layout={view} now={now} eager={eager} markEnded={false} />
        </div>
        <StatusBadge mark={mark} className="pointer-events-none absolute top-2 right-2 z-10" />
      </div>
      {(live && lot.endDate) || (lot.status === LotStatus.blocked && lot.moderation) ? (
        <div className="flex flex-col gap-2 px-3 pb-2 text-sm">
          {live && lot.endDate && mark !== "expired" && (
            <p className="text-muted">
              {t("Active until")}:{" "}
              <time dateTime={lot.endDate} className="font-medium text-fg">
                {dayText(lot.endDate)}
              </time>
            </p>
          )}
          {lot.status === LotStatus.blocked && lot.moderation && (
            <ModerationNote note={lot.moderation} busy={busy} onAppeal={onAppeal} />
          )}
        </div>
      ) : null}
      <LotFooter lot={lot} now={now} selected={selected} busy={busy} handlers={handlers} />
    </div>
  );
}
