import { ownerLotOffers } from "@tirgus/domain/lot-lifecycle";
import { ShownText } from "@tirgus/domain/shown-texts";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { ArrowUpIcon, Icon, type IconProps, ListIcon } from "../../ui/icons";
import { ClockIcon, EditIcon } from "../my-items/footer-icons";
import { editPath, myItemsPath, publishPath, renewPath } from "../my-items/my-paths";
import { ownerMay } from "../my-items/own-lot-view";
import type { LotPageData } from "./lot-route";
import type { AskedChange } from "./owner-status-change";

const loadStatusChange = () => import("./owner-status-change");
const OwnerStatusChange = lazy(() =>
  loadStatusChange().then((module) => ({ default: module.OwnerStatusChange })),
);
const preloadStatusChange = () => void loadStatusChange();

export type OwnerToolSet = {
  publish: boolean;
  edit: boolean;
  prolong: boolean;
  close: boolean;
  delete: boolean;
};

/**
 * What the owner may do with the lot in its status, by the lifecycle's table the server enforces and my items
 * follows: publish a draft, closed or expired lot (on the publish page, which asks for the period), edit where
 * the lot form edits, prolong a published or expired lot, close one that is not closed
 * or blocked, delete a closed or blocked one. A lot from a feed is its feed's to change: nothing.
 */
export function ownerToolsOf(lot: Pick<LotPageData, "status" | "fromFeed">): OwnerToolSet {
  const lifecycle = { status: lot.status, xmlImported: lot.fromFeed };
  return {
    publish: ownerMay(lifecycle, "publish"),
    edit: ownerLotOffers(lifecycle).edit,
    prolong: ownerMay(lifecycle, "prolong"),
    close: ownerMay(lifecycle, "close"),
    delete: ownerMay(lifecycle, "delete"),
  };
}

const toolShape =
  "inline-flex h-10 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-medium whitespace-nowrap transition-colors";
const toolClass = `${toolShape} border-line bg-surface hover:bg-subtle`;
const primaryClass = `${toolShape} border-accent bg-accent text-accent-fg hover:bg-accent-hover`;
const dangerClass = `${toolShape} border-line bg-surface text-danger hover:border-danger/60`;

/**
 * The owner's tools in place of a buyer's actions (spec 1 sections 2 and 6, issue 6 item 3): publish on the
 * publish page, edit in the lot form, prolong on the renew page, close and delete with my items' confirmations, and the way to all of the
 * owner's classifieds. The price is edited inline beside it (lot-price.tsx). Close and Delete load their code
 * with the first hover, focus or press: visitors, who never see them, never load it.
 */
export function OwnerTools({ lot }: { lot: Pick<LotPageData, "id" | "status" | "fromFeed"> }) {
  const { t, lang } = useI18n();
  const headingId = useId();
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const tools = ownerToolsOf(lot);
  const ask = (action: AskedChange["action"]) => setAsked({ action });
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-subtle/60 p-3 sm:p-4"
      data-testid="owner-tools"
    >
      <h2 id={headingId} className="text-sm font-semibold text-muted">
        {t("Your classified")}
      </h2>
      {lot.fromFeed && <p className="mt-1 text-sm">{t(ShownText.feedLotNotEditable)}</p>}
      <div className="mt-2.5 flex flex-wrap gap-2">
        {tools.publish && (
          <Link to={publishPath(lang, lot.id)} className={primaryClass}>
            <ArrowUpIcon size={18} />
            {t("Publish")}
          </Link>
        )}
        {tools.edit && (
          <Link to={editPath(lang, lot.id)} className={tools.publish ? toolClass : primaryClass}>
            <EditIcon size={18} />
            {t("Edit")}
          </Link>
        )}
        {tools.prolong && (
          <Link to={renewPath(lang, lot.id)} className={toolClass}>
            <ClockIcon size={18} />
            {t("Prolong")}
          </Link>
        )}
        {tools.close && (
          <StatusChangeButton onPress={() => ask("close")} icon={<HideIcon size={18} />}>
            {t("Close classified")}
          </StatusChangeButton>
        )}
        {tools.delete && (
          <StatusChangeButton onPress={() => ask("delete")} icon={<TrashIcon size={18} />}>
            {t("Delete")}
          </StatusChangeButton>
        )}
        <Link to={myItemsPath(lang)} className={toolClass}>
          <ListIcon size={18} />
          {t("My classifieds")}
        </Link>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <OwnerStatusChange lotId={lot.id} asked={asked} />
        </Suspense>
      )}
    </section>
  );
}

/** Close or Delete: asks first (the confirmation comes with the code this button loads). */
function StatusChangeButton({
  onPress,
  icon,
  children,
}: {
  onPress: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onPress}
      onPointerEnter={preloadStatusChange}
      onFocus={preloadStatusChange}
      className={dangerClass}
    >
      {icon}
      {children}
    </button>
  );
}

const HideIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.5 10.5 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Icon>
);

const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    <path d="M10 11v6M14 11v6" />
  </Icon>
);
