import { LotStatus } from "@tirgus/domain/lots";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../../lib/i18n";
import { primaryButtonClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { myPath } from "../wizard-paths";
import { publishLot } from "./publish";

/**
 * Publishes the lot (or, for a published one being edited, shows it): published lots open their page, lots waiting approval the seller's list; missing
 * contacts lead to the profile, where they are added.
 */
export function PublishButton() {
  const { t, lang } = useI18n();
  const { draft, form, flush } = useWizard();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    if (draft.id === null) return;
    setBusy(true);
    await flush();
    const outcome = await publishLot(draft.id, form.endDate);
    setBusy(false);
    if (outcome === "published") await navigate(`/sms/!${draft.id}`);
    else if (outcome === "pending") await navigate(myPath(lang, "items"));
    else if (outcome === "openContacts") await navigate(myPath(lang, "profile"));
  };
  // A published lot being edited is already public: its changes are saved as they are made.
  if (draft.status === LotStatus.published && draft.id !== null) {
    const id = draft.id;
    const show = async () => {
      await flush();
      await navigate(`/sms/!${id}`);
    };
    return (
      <button type="button" className={primaryButtonClass} onClick={show}>
        {t("Show the classified")}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={primaryButtonClass}
      disabled={!draft.readyForPublish || busy}
      onClick={publish}
    >
      {t("Publish")}
    </button>
  );
}
