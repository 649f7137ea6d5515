import { Link } from "react-router";
import { useI18n } from "../lib/i18n";
import { homePath } from "../lib/language";

/** A step of the trail: a link, or the page itself when it has no `href` (only the last step may lack one). */
export interface Crumb {
  name: string;
  href?: string;
}

/**
 * The trail from the home page to this one. Each separator trails its step and keeps to its line, so a trail
 * that wraps on a phone starts its next line with a step, not with a "›".
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t, lang } = useI18n();
  const steps: readonly Crumb[] = [{ name: t("Home"), href: homePath(lang) }, ...crumbs];
  return (
    <nav aria-label={t("Breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {steps.map((step, index) => (
          <li key={step.href ?? step.name} className="flex items-center gap-1.5">
            {step.href ? (
              <Link to={step.href} className="hover:text-fg hover:underline">
                {step.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-fg">
                {step.name}
              </span>
            )}
            {index < steps.length - 1 && <span aria-hidden="true">›</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
