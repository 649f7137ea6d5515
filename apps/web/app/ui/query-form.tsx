import type { ReactNode } from "react";
import { Form } from "react-router";
import { useI18n } from "../lib/i18n";

/**
 * A plain GET search form with one `query` field and a Find button: the query stays in the address and the
 * form works before the page hydrates. `children` adds hidden fields the address must keep (a tab, say).
 */
export function QueryForm({
  label,
  defaultValue,
  children,
}: {
  label: string;
  defaultValue: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Form method="get" className="flex items-end gap-2" role="search" key={defaultValue}>
      {children}
      <label className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <input
          type="search"
          name="query"
          defaultValue={defaultValue}
          required
          maxLength={255}
          className="h-11 rounded-xl border border-line bg-page px-3.5 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25"
        />
      </label>
      <button
        type="submit"
        className="h-11 shrink-0 rounded-xl bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover"
      >
        {t("Find")}
      </button>
    </Form>
  );
}
