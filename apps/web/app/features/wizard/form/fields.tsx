import { type ReactNode, useId } from "react";
import { useI18n } from "../../../lib/i18n";

/* The wizard's form controls share these looks (the account forms' style, slightly denser). */
export const inputClass =
  "h-11 w-full min-w-0 rounded-xl border border-line bg-page px-3.5 text-[0.9375rem] text-fg shadow-xs transition-colors placeholder:text-muted/70 hover:border-muted/60 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-danger";
export const primaryButtonClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-accent px-5 font-semibold text-accent-fg shadow-sm transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50";
export const secondaryButtonClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-line bg-surface px-4 font-medium text-fg transition-colors hover:border-accent/50 hover:text-accent disabled:cursor-not-allowed disabled:opacity-50";
export const linkButtonClass = "font-medium text-accent underline-offset-2 hover:underline";

/** A translation key with its values. */
export type Message = { message: string; values?: readonly (string | number)[] | undefined };

export function ProblemText({ id, problem }: { id?: string; problem: Message | string }) {
  const { t } = useI18n();
  const { message, values } = typeof problem === "string" ? { message: problem, values: undefined } : problem;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {t(message, values)}
    </p>
  );
}

/**
 * A labelled control with its problem and hint. `children` renders the control with the id to use and the
 * ids that describe it.
 */
export function Field({
  label,
  required = false,
  problem,
  hint,
  className = "",
  children,
}: {
  label: string;
  required?: boolean;
  problem?: Message | string | null | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [problem && `${id}-problem`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {children({ id, describedBy: described || undefined, invalid: problem ? true : undefined })}
      {problem && <ProblemText id={`${id}-problem`} problem={problem} />}
      {hint && (
        <div id={`${id}-hint`} className="text-muted text-xs">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A step's card: its title and what it holds. */
export function StepSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-6"
    >
      <h2 id={id} className="font-bold text-xl tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
