import type { ViewType } from "@tirgus/domain/catalogue";
import type { UserSettingKey } from "@tirgus/domain/users";
import { useId, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { useToast } from "../../lib/toast-store";
import { problemsOf } from "../auth/use-request";
import { type ProfileMe, type SettingView, settingViews, viewTypeNames } from "./profile-data";

type SettingValue = boolean | ViewType;

/**
 * Every user setting of spec 2 section 3, saved one by one as it changes (PATCH preference by kind): the
 * switch moves at once and moves back, with the server's message, when saving fails.
 */
export function SettingsTab({ preferences }: { preferences: ProfileMe["preferences"] }) {
  const keys = Object.keys(settingViews) as UserSettingKey[];
  return (
    <ul className="flex flex-col divide-y divide-line">
      {keys.map((key) => (
        <li key={key} className="py-4 first:pt-0 last:pb-0">
          <Setting settingKey={key} view={settingViews[key]} stored={preferences[key]} />
        </li>
      ))}
    </ul>
  );
}

function Setting({
  settingKey,
  view,
  stored,
}: {
  settingKey: UserSettingKey;
  view: SettingView;
  stored: unknown;
}) {
  const { t } = useI18n();
  const id = useId();
  const toast = useToast();
  const initial = (typeof stored === typeof view.fallback ? stored : view.fallback) as SettingValue;
  const [value, setValue] = useState<SettingValue>(initial);
  const [saving, setSaving] = useState(false);

  async function save(next: SettingValue) {
    const previous = value;
    setValue(next);
    setSaving(true);
    try {
      await browserApi().patch(`/api/me/preferences/${settingKey}`, { value: next }, { silent: true });
    } catch (error) {
      setValue(previous);
      for (const problem of problemsOf(error)) toast.error(problem.message, problem.values);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {t(view.label)}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {t(view.hint)}
        </p>
      </div>
      {view.kind === "switch" ? (
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={value === true}
          aria-describedby={`${id}-hint`}
          aria-busy={saving}
          onClick={() => save(value !== true)}
          className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors aria-checked:bg-accent"
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${value === true ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      ) : (
        <select
          id={id}
          value={String(value)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save(event.target.value as ViewType)}
          className="h-10 shrink-0 rounded-xl border border-line bg-page px-3 text-sm"
        >
          {view.options.map((option) => (
            <option key={option} value={option}>
              {t(viewTypeNames[option] ?? option)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
