import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { Icon } from "../../ui/icons";
import type { FieldProblem } from "./form-rules";

/*
 * The account forms' fields (spec 1 section 5): text inputs trimmed on blur with their maximum length,
 * password fields with show/hide, a Caps Lock warning and the strength hint. A problem is announced
 * and tied to its input by aria-describedby.
 */

const inputClass =
  "h-11 w-full rounded-xl border border-line bg-page px-3.5 text-[0.9375rem] text-fg shadow-xs transition-colors placeholder:text-muted/70 hover:border-muted/60 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-danger";

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: FieldProblem | undefined;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "children">;

function Problem({ id, problem }: { id: string; problem: FieldProblem }) {
  const { t } = useI18n();
  return (
    <p id={id} className="text-sm text-danger">
      {t(problem.message, problem.values)}
    </p>
  );
}

function describedBy(...ids: (string | false)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

export function TextField({ label, value, onChange, problem, hint, onBlur, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          const trimmed = event.target.value.trim();
          if (trimmed !== event.target.value) onChange(trimmed);
          onBlur?.(event);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(Boolean(problem) && `${id}-problem`, Boolean(hint) && `${id}-hint`)}
        className={inputClass}
      />
      {problem && <Problem id={`${id}-problem`} problem={problem} />}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Passwords are never trimmed: spaces may be part of them. */
export function PasswordField({
  label,
  value,
  onChange,
  problem,
  newPassword = false,
  minLength,
  ...input
}: FieldProps & { newPassword?: boolean; minLength?: number | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: React.KeyboardEvent) => setCapsLock(event.getModifierState("CapsLock"));
  const hint = newPassword && minLength !== undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          autoComplete={newPassword ? "new-password" : "current-password"}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
          onBlur={() => setCapsLock(false)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(
            Boolean(problem) && `${id}-problem`,
            capsLock && `${id}-caps`,
            hint && `${id}-hint`,
          )}
          className={`${inputClass} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t("Hide password") : t("Show password")}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-muted hover:text-fg"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {problem && <Problem id={`${id}-problem`} problem={problem} />}
      {capsLock && (
        <p id={`${id}-caps`} role="status" className="text-sm font-medium text-[#b45309] dark:text-[#fbbf24]">
          {t("Caps Lock is on")}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t("At least %s letters, numbers or special symbols recommended", [minLength])}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({
  checked,
  onChange,
  problem,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  problem?: FieldProblem | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]"
        />
        <label htmlFor={id} className="text-sm leading-snug">
          {children}
        </label>
      </div>
      {problem && <Problem id={`${id}-problem`} problem={problem} />}
    </div>
  );
}

/** Messages of a failed request, translated with their values, announced at once. */
export function FormAlert({ messages }: { messages: readonly FieldProblem[] }) {
  const { t } = useI18n();
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm text-fg"
    >
      {messages.map((message) => (
        <p key={message.message}>{t(message.message, message.values)}</p>
      ))}
    </div>
  );
}

/** A success notice (e-mail sent, code sent). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-success/40 bg-success/10 px-3.5 py-2.5 text-sm">
      {children}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  // The forms send through JavaScript: before hydration a click would submit the page natively, with the
  // fields (a new password among them) in the address.
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      aria-busy={busy}
      className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-accent px-4 font-semibold text-accent-fg shadow-sm transition-colors hover:bg-accent-hover disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** A secondary action that looks like a link (switching between the account modals and modes). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-sm font-medium text-accent underline-offset-2 hover:underline"
    >
      {children}
    </button>
  );
}

function EyeIcon() {
  return (
    <Icon size={20}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function EyeOffIcon() {
  return (
    <Icon size={20}>
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </Icon>
  );
}
