import type { LotFormState } from "@tirgus/domain/lot-form-api";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../lib/api-error";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import type { MapTiles } from "../map/map-data";
import { loadDraft } from "./form/wizard-api";
import { Wizard } from "./wizard";
import { myPath } from "./wizard-paths";

/** The draft's id in a create address, once it exists: a reload continues it. */
export const draftParam = "draft";

type Loaded = { id: number | null; state: LotFormState | null };

/**
 * The wizard with its lot: a new one (`/my/create`, `?category=` from "Post an ad"), or a saved one to edit
 * (`/my/edit/{id}`, or `/my/create?draft=` after the first save). A lot that does not load shows the error
 * and goes back to the seller's list (spec 2 section 8).
 */
export function WizardPage({ lotId, mapTiles }: { lotId: number | null; mapTiles: MapTiles }) {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requested = lotId ?? (Number(search.get(draftParam)) || null);
  const category = Number(search.get("category")) || null;
  // A draft created on this page is already here: its id in the address must not load it again.
  const createdHere = useRef<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(requested === null ? { id: null, state: null } : null);

  // "Post an ad" from a draft's address starts a new lot: a fresh wizard, not the draft kept in state.
  const [fresh, setFresh] = useState(0);
  const previous = useRef(requested);
  useEffect(() => {
    const before = previous.current;
    previous.current = requested;
    if (requested !== null || before === null) return;
    createdHere.current = null;
    setLoaded({ id: null, state: null });
    setFresh((count) => count + 1);
  }, [requested]);

  useEffect(() => {
    if (requested === null || requested === createdHere.current) return;
    let current = true;
    setLoaded(null);
    loadDraft(requested).then(
      (state) => current && setLoaded({ id: requested, state }),
      (error: unknown) => {
        if (!current) return;
        const messages = error instanceof ApiError ? error.errors : [];
        if (messages.length > 0) toastStore.showServerMessages("error", messages);
        else toastStore.show({ kind: "error", message: "The classified could not be loaded." });
        void navigate(myPath(lang, "items"), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [requested, navigate, lang]);

  const onCreated = useCallback(
    (id: number) => {
      createdHere.current = id;
      if (lotId !== null) return;
      void navigate({ search: `?${draftParam}=${id}` }, { replace: true, preventScrollReset: true });
    },
    [lotId, navigate],
  );

  if (!loaded)
    return (
      <div
        className="mx-auto my-8 h-96 max-w-5xl motion-safe:animate-pulse rounded-2xl bg-subtle"
        aria-busy="true"
      />
    );
  return (
    <Wizard
      key={loaded.id ?? `new-${fresh}`}
      initial={loaded.state}
      initialCategory={category}
      mapTiles={mapTiles}
      onCreated={onCreated}
    />
  );
}
