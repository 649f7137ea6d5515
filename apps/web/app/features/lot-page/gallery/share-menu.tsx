import { useId, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { toastStore } from "../../../lib/toast-store";
import { useDisclosure } from "../../../ui/use-disclosure";
import { ShareIcon } from "./gallery-icons";
import { shareTargets, targetsFor } from "./share-links";

/** What the device offers, asked when the menu opens (the server cannot know it). */
type Device = { touch: boolean; nativeShare: boolean };

/**
 * The lot's share menu (spec 1 sections 2 and 9): a button that opens the networks' share links with the lot's
 * canonical address and title, e-mail, copying the link, and the device's own share sheet where it has one.
 * A disclosure, not a dialog: Escape or a click elsewhere closes it, and focus goes back to the button.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const [device, setDevice] = useState<Device | null>(null);
  const panelId = useId();
  const open = device !== null;
  const { root, button, close, onKeyDown } = useDisclosure(open, () => setDevice(null));
  const toggle = () =>
    setDevice(
      open
        ? null
        : {
            touch: window.matchMedia("(pointer: coarse)").matches,
            nativeShare: typeof navigator.share === "function",
          },
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toastStore.show({ kind: "success", message: "Link copied" });
    } catch {
      toastStore.show({ kind: "error", message: "The link could not be copied" });
    }
    close();
  };
  const nativeShare = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the sheet: nothing to say.
    }
    close();
  };
  const item =
    "flex h-10 w-full items-center rounded-lg px-3 text-left text-sm font-medium outline-none hover:bg-subtle focus-visible:bg-subtle focus-visible:ring-2 focus-visible:ring-accent";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the links and buttons inside bubbles here
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3.5 text-sm font-medium transition-colors hover:border-accent hover:text-accent"
      >
        <ShareIcon size={18} />
        {t("Share")}
      </button>
      {device && (
        <div
          id={panelId}
          className="absolute top-full left-0 z-30 mt-1.5 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg"
        >
          <ul aria-label={t("Share")}>
            {targetsFor(shareTargets({ url, title }), device.touch).map((target) => (
              <li key={target.key}>
                <a
                  href={target.href}
                  target={target.key === "email" ? undefined : "_blank"}
                  rel="noopener"
                  className={item}
                  onClick={() => setDevice(null)}
                >
                  {target.key === "email" ? t("E-mail") : target.name}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-1 border-t border-line pt-1">
            <button type="button" onClick={copy} className={item}>
              {t("Copy link")}
            </button>
            {device.nativeShare && (
              <button type="button" onClick={nativeShare} className={item}>
                {t("More options")}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
