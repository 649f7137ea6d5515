import { useApiUnavailable } from "../lib/api-status";
import { useI18n } from "../lib/i18n";
import { CloudOffIcon } from "./icons";

/** A discreet notice while the API counts as unavailable (10 s after a network failure). */
export function OfflineNotice() {
  const unavailable = useApiUnavailable();
  const { t } = useI18n();
  return (
    <div role="status" className="pointer-events-none fixed bottom-4 left-4 z-40">
      {unavailable ? (
        <p className="flex motion-safe:animate-fade-in items-center gap-2 rounded-full border border-line bg-surface px-3.5 py-2 text-sm text-muted shadow-md">
          <CloudOffIcon size={18} />
          {t("You are offline. We will try again shortly.")}
        </p>
      ) : null}
    </div>
  );
}
