import { useEffect, useState } from "react";
import { toastStore } from "../../../lib/toast-store";
import { loadCategory, loadCreateFilters } from "../form/wizard-api";
import type { CategoryInfo } from "../form/wizard-context";

/** The chosen category's details and every filter of its create form; null until loaded or when none. */
export function useCategoryInfo(categoryId: number | null): CategoryInfo | null {
  const [info, setInfo] = useState<CategoryInfo | null>(null);
  useEffect(() => {
    if (categoryId === null) {
      setInfo(null);
      return;
    }
    let current = true;
    Promise.all([loadCategory(categoryId), loadCreateFilters(categoryId)]).then(
      ([detail, filters]) => {
        if (!current || !detail) return;
        setInfo({ detail, filters, path: [...detail.parents.map((parent) => parent.id), detail.id] });
      },
      () => toastStore.show({ kind: "error", message: "Something went wrong. Please try again later." }),
    );
    return () => {
      current = false;
    };
  }, [categoryId]);
  return info !== null && info.detail.id === categoryId ? info : null;
}
