import type { CategoryTreeNode } from "@tirgus/domain/catalogue-api";
import { categoryHintLevels } from "@tirgus/domain/lot-form";
import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { InfoIcon } from "../../../ui/icons";
import { loadHints, type Names } from "../form/wizard-api";

/** Tips for the category chosen at level 0 or 1 (the deeper of the two), as the server has them. */
export function CategoryHints({ opened }: { opened: readonly CategoryTreeNode[] }) {
  const { lang } = useI18n();
  const deepest = Math.max(...categoryHintLevels.filter((level) => level < opened.length));
  const node = Number.isFinite(deepest) ? opened[deepest] : undefined;
  const [hints, setHints] = useState<{ id: number; list: readonly Names[] } | null>(null);
  useEffect(() => {
    if (!node) return;
    let current = true;
    loadHints(node.id).then(
      (list) => current && setHints({ id: node.id, list }),
      // Tips are a help, not a step: without them the seller goes on.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [node]);
  if (!node || hints?.id !== node.id || hints.list.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1.5 rounded-xl bg-subtle p-3 text-sm">
      {hints.list.map((hint) => (
        <li key={hint.en} className="flex gap-2">
          <InfoIcon size={18} className="mt-0.5 shrink-0 text-accent" />
          <span>{hint[lang]}</span>
        </li>
      ))}
    </ul>
  );
}
