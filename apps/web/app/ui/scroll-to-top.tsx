import { scrollToTopThresholdPx } from "@tirgus/domain/limits";
import { useEffect, useState } from "react";
import { useI18n } from "../lib/i18n";
import { ArrowUpIcon } from "./icons";

/** Back to the top once the page is scrolled down; above a foot bar where one is fixed (ui/foot-bar.ts). */
export function ScrollToTop() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
      }}
      aria-label={t("Back to top")}
      className="fixed right-4 bottom-[calc(1rem+var(--foot-bar,0px))] z-30 grid size-11 motion-safe:animate-fade-in place-items-center rounded-full border border-line bg-surface text-fg shadow-lg shadow-black/10 hover:bg-subtle md:right-6 md:bottom-[calc(1.5rem+var(--foot-bar,0px))]"
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
