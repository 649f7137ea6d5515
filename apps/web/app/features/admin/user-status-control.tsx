import {
  ownerStatusReason,
  type SettableUserStatus,
  settableUserStatuses,
  userStatusLabel,
} from "@tirgus/domain/moderation";
import type { ModeratedUser } from "@tirgus/domain/moderation-api";
import { UserStatus } from "@tirgus/domain/users";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import { problemsOf } from "../auth/use-request";
import { setUserStatus } from "./admin-data";
import { type ReasonChoice, ReasonDialog } from "./reason-dialog";

/**
 * The seller's status and the way to change it: blocking or hiding the seller blocks their lots, new or
 * trusted again unblocks the lots that blocked (the server does both). A blocked seller is offered
 * "Unblock user" (back to new) at once.
 */
export function UserStatusControl({ user }: { user: ModeratedUser }) {
  const { t } = useI18n();
  const id = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const suggested: SettableUserStatus = ownerStatusReason(user.status) ? UserStatus.new : UserStatus.blocked;
  const [status, setStatus] = useState<SettableUserStatus>(suggested);

  async function submit(choice: ReasonChoice) {
    try {
      await setUserStatus(browserApi(), user.id, {
        status,
        reasonCode: choice.reasonCode,
        statement: choice.statement || undefined,
      });
    } catch (error) {
      return problemsOf(error);
    }
    setOpen(false);
    toastStore.show({ kind: "success", message: "The user's status is changed" });
    await revalidate();
    return undefined;
  }

  const blocked = user.status === UserStatus.blocked;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setStatus(suggested);
          setOpen(true);
        }}
        className="text-left text-sm font-medium text-accent underline-offset-2 hover:underline"
      >
        {blocked ? t("Unblock user") : t("Block user or change status")}
      </button>
      <ReasonDialog
        key={open ? "open" : "closed"}
        open={open}
        title={t("User status")}
        description={`${user.name}${user.email && user.email !== user.name ? ` · ${user.email}` : ""}`}
        submitLabel={t("Save status")}
        reasonRequired={ownerStatusReason(status) !== null}
        extraFields={
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-status`} className="text-sm font-medium">
              {t("New status")}
            </label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(Number(event.target.value) as SettableUserStatus)}
              className="h-11 w-full rounded-xl border border-line bg-page px-3.5 text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25"
            >
              {settableUserStatuses.map((option) => (
                <option key={option} value={option}>
                  {t(userStatusLabel[option] ?? String(option))}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted">
              {t("Hidden and blocked users' classifieds are blocked; new or trusted again, they come back.")}
            </p>
          </div>
        }
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
