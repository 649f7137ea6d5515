import { aiLabelDotMs } from "@tirgus/domain/timing";
import { useEffect, useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { useI18n } from "../../../lib/i18n";
import { Icon } from "../../../ui/icons";
import { secondaryButtonClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { aiRunningLabel } from "./ai-label";

/** The running label, ticking while the request runs. */
function useRunningLabel(running: boolean) {
  const [started, setStarted] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    setStarted(start);
    setNow(start);
    // Ticks at the dots' pace: the label's steps (1500 ms) fall between them closely enough.
    const timer = setInterval(() => setNow(Date.now()), aiLabelDotMs / 4);
    return () => clearInterval(timer);
  }, [running]);
  return aiRunningLabel(now - started);
}

/**
 * Writes the Latvian and Russian descriptions from what the form holds (category, filters, location, prices):
 * the server's generator answers both, and they replace the texts.
 */
export function AiDescriptionButton() {
  const { t } = useI18n();
  const { form, setForm } = useWizard();
  const [running, setRunning] = useState(false);
  const shown = useRunningLabel(running);

  const generate = async () => {
    setRunning(true);
    try {
      const { category, action, adFilterValues, adLocation, prices } = form;
      const texts = await browserApi().post<{ lv: string; ru: string }>("/api/lots/ai-description", {
        category,
        action,
        adFilterValues,
        adLocation,
        prices,
      });
      if (texts)
        setForm((current) => ({ ...current, adTexts: { lv: { text: texts.lv }, ru: { text: texts.ru } } }));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={running || form.category === null}
        onClick={generate}
        aria-live="polite"
      >
        <Icon size={18} className="text-accent">
          {/* Sparkles: the usual mark of a generated text. */}
          <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
          <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
        </Icon>
        {running ? (
          <span className="min-w-28 text-left">
            {t(shown.label)}
            {shown.dots}
          </span>
        ) : (
          t("Write the description with AI")
        )}
      </button>
      <span className="text-muted text-xs">
        {t("Check the text before publishing: it is written from the details you gave.")}
      </span>
    </div>
  );
}
