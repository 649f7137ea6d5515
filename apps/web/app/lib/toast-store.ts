import type { ApiMessage } from "@tirgus/domain/api-contract";
import { successToastMs, toastMs } from "@tirgus/domain/timing";
import { useSyncExternalStore } from "react";

export type ToastKind = "info" | "success" | "error";

/** A toast keeps the untranslated message and values; the Toaster translates when it renders. */
export type Toast = {
  id: number;
  kind: ToastKind;
  message: string;
  values?: readonly (string | number)[];
  durationMs: number;
};

export type ToastInput = {
  kind?: ToastKind;
  message: string;
  values?: readonly (string | number)[];
  durationMs?: number;
};

/** The most toasts on screen at once; older ones leave first. */
const visibleLimit = 5;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emptyToasts: readonly Toast[] = [];

function emit() {
  for (const listener of listeners) listener();
}

export const toastStore = {
  show(input: ToastInput): number {
    const kind = input.kind ?? "info";
    const toast: Toast = {
      id: nextId++,
      kind,
      message: input.message,
      values: input.values,
      durationMs: input.durationMs ?? (kind === "success" ? successToastMs : toastMs),
    };
    toasts = [...toasts, toast].slice(-visibleLimit);
    emit();
    return toast.id;
  },
  /** Server `errors` / `notifications` (`{message, values}`) from an API response. */
  showServerMessages(kind: "error" | "success", messages: readonly ApiMessage[]): void {
    for (const message of messages)
      toastStore.show({ kind, message: message.message, values: message.values });
  },
  dismiss(id: number): void {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current(): readonly Toast[] {
    return toasts;
  },
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.current, () => emptyToasts);
}

/** The toast API for components: `useToast().success("Saved")`, or server messages as they come. */
export function useToast() {
  return {
    show: toastStore.show,
    success: (message: string, values?: readonly (string | number)[]) =>
      toastStore.show({ kind: "success", message, values }),
    error: (message: string, values?: readonly (string | number)[]) =>
      toastStore.show({ kind: "error", message, values }),
    fromServer: toastStore.showServerMessages,
    dismiss: toastStore.dismiss,
  };
}
