import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { chooseTheme, effectiveTheme, useChosenTheme } from "../../lib/theme";
import { MoonIcon, SunIcon } from "../../ui/menu-icons";

/** Dark theme on/off, at once and without reload; the choice is kept in the `theme` cookie. */
export function ThemeSwitch() {
  const { t } = useI18n();
  const explicit = useChosenTheme(useRootData()?.theme ?? null);
  // Rendered only in the browser (inside the menu dialog), where the system preference is known.
  const dark = effectiveTheme(explicit) === "dark";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={() => chooseTheme(dark ? "light" : "dark")}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-subtle"
    >
      {dark ? <MoonIcon size={20} className="text-muted" /> : <SunIcon size={20} className="text-muted" />}
      <span className="flex-1">{t("Dark theme")}</span>
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 rounded-full transition-colors ${dark ? "bg-accent" : "bg-line"}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            dark ? "translate-x-4" : ""
          }`}
        />
      </span>
    </button>
  );
}
