import { lazy } from "react";
import { useI18n } from "../../lib/i18n";
import { HashModal, preloadDialog, useHashModal } from "../../ui/hash-modal";

/** The `#report` hash modal of the spec (spec 2 section 2, the "report" form). */
export const reportModal = "report";
const loadReportForm = () => import("./report-form");
const ReportForm = lazy(() => loadReportForm().then((module) => ({ default: module.ReportForm })));

/**
 * "Report" on another's published lot: opens the report form (a reason of five and an optional comment).
 * Signed-out visitors report under their watch identifier, like their favourites.
 */
export function ReportLot({ lotId, signedIn }: { lotId: number; signedIn: boolean }) {
  const { t } = useI18n();
  const modal = useHashModal(reportModal);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={modal.openModal}
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        className="inline-flex h-10 items-center gap-1.5 rounded-xl border border-line px-3 text-sm font-medium text-muted transition-colors hover:border-danger/60 hover:text-danger"
      >
        <FlagIcon />
        {t("Report")}
      </button>
      <HashModal name={reportModal} title={t("Report classified")}>
        <ReportForm lotId={lotId} signedIn={signedIn} onSent={modal.close} />
      </HashModal>
    </>
  );
}

function preloadForm() {
  preloadDialog();
  void loadReportForm();
}

function FlagIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
    </svg>
  );
}
