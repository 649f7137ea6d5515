import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";
import { useI18n } from "../lib/i18n";
import { CloseIcon } from "./icons";

/**
 * The side panel a hash modal shows: Radix Dialog traps focus, closes on Escape and outside click,
 * locks page scroll and labels itself by its title. Loaded on demand (see hash-modal.tsx).
 */
export default function DialogPanel({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  // The control that opened the panel (its address's hash) still has the focus when the panel mounts. Radix gives
  // the focus back to a Dialog.Trigger only, and there is none: it went to the page's body.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 motion-safe:animate-fade-in bg-black/45 backdrop-blur-[1px]" />
        <Dialog.Content
          data-side-panel
          aria-describedby={undefined}
          // The panel itself takes the focus, not its first button (Close): a form's own first field (autoFocus)
          // takes it from there as the form mounts, and a screen reader announces the panel by its title.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] motion-safe:animate-slide-in-right flex-col overflow-y-auto border-l border-line bg-surface text-fg shadow-2xl outline-none"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-surface px-5 py-3.5">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t("Close")}
              className="-mr-2 grid size-10 place-items-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
