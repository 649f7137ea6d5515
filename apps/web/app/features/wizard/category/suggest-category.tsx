import { type FormEvent, useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { useI18n } from "../../../lib/i18n";
import { inputClass, linkButtonClass, secondaryButtonClass } from "../form/fields";

/** "Suggest a missing category": a name under the category opened last (or the top level). */
export function SuggestCategory({ parentId }: { parentId: number | null }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return;
    setBusy(true);
    try {
      // The answer's notification ("Suggested category was added!") is shown by the API client.
      await browserApi().post("/api/categories/suggestions", { name: name.trim(), parentId });
      setName("");
      setOpen(false);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className={`${linkButtonClass} self-start text-sm`} onClick={() => setOpen(true)}>
        {t("Suggest a missing category")}
      </button>
    );
  }
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-2">
      <label className="flex min-w-60 flex-1 flex-col gap-1.5 font-medium text-sm">
        {t("Category name")}
        <input
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </label>
      <button type="submit" className={secondaryButtonClass} disabled={busy || name.trim() === ""}>
        {t("Suggest")}
      </button>
    </form>
  );
}
