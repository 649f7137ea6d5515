import * as Dialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef } from "react";
import { useI18n } from "../lib/i18n";

/**
 * A question that needs an answer before something is undone for good ("Remove from favorites?"): an alert
 * dialog with the question, what it means, and Cancel / the action. Radix traps focus and closes on Escape.
 * Opened from state rather than by a trigger of its own, it gives the focus back to what had it when it
 * opened (the button that asked), which Radix does only for its trigger; the page takes care of the focus
 * when the answer removed that button.
 */
export function ConfirmDialog({
  open,
  question,
  detail,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  detail: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const opener = useRef<HTMLElement | null>(null);
  // Before Radix moves the focus into the dialog (its effects run after layout effects).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 motion-safe:animate-fade-in bg-black/45 backdrop-blur-[1px]" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 text-fg shadow-2xl outline-none"
        >
          <Dialog.Title className="text-lg font-semibold tracking-tight">{question}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{detail}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="inline-flex h-10 items-center rounded-xl border border-line px-4 font-medium hover:bg-subtle">
              {t("Cancel")}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              className="inline-flex h-10 items-center rounded-xl bg-danger px-4 font-semibold text-surface hover:opacity-90"
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
