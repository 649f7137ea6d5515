import { useEffect, useState } from "react";
import { useI18n } from "../lib/i18n";
import { type Toast, toastStore, useToasts } from "../lib/toast-store";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "./icons";

/** Toasts, top-right and stacked (DESIGN.md section 6). The live region is there from the first render. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useI18n();
  return (
    <section
      aria-label={t("Notifications")}
      className="toaster pointer-events-none fixed top-3 right-3 z-[60] w-[min(24rem,calc(100vw-1.5rem))]"
    >
      <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

const kindStyles = {
  info: "text-accent",
  success: "text-success",
  error: "text-danger",
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  // The timer rests while the pointer or focus is on the toast, so it can be read to the end.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => toastStore.dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs]);

  const KindIcon = toast.kind === "error" ? AlertIcon : toast.kind === "success" ? CheckCircleIcon : InfoIcon;
  return (
    <li
      role={toast.kind === "error" ? "alert" : "status"}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex motion-safe:animate-toast-in items-start gap-3 rounded-xl border border-line bg-surface p-3.5 pr-2 shadow-lg shadow-black/10 dark:shadow-black/40"
    >
      <KindIcon className={`mt-px shrink-0 ${kindStyles[toast.kind]}`} size={20} />
      <p className="min-w-0 flex-1 text-sm leading-snug break-words">{t(toast.message, toast.values)}</p>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        aria-label={t("Close")}
        className="-my-1 shrink-0 rounded-md p-1 text-muted hover:bg-subtle hover:text-fg"
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
