import type { CategoryTreeNode } from "@tirgus/domain/catalogue-api";
import { deliveryOptionsOf } from "@tirgus/domain/delivery";
import { pathInTree } from "@tirgus/domain/trees";
import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { rememberCategory } from "../../../lib/last-category";
import { loadCategoryTree } from "../form/wizard-api";
import { useWizard } from "../form/wizard-context";
import { CategoryHints } from "./category-hints";
import { cascadeLevels, choose } from "./category-tree";

/** The tree, once loaded. */
function useCategoryTree(): readonly CategoryTreeNode[] | null {
  const [tree, setTree] = useState<readonly CategoryTreeNode[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadCategoryTree().then((loaded) => current && setTree(loaded));
    return () => {
      current = false;
    };
  }, []);
  return tree;
}

/**
 * The category levels side by side from 768 px (each a column), on phones the deepest one with the chosen
 * path above it to step back. Choosing a category resets the action, the category's own values and the
 * delivery options to those the category offers.
 */
export function CategoryCascade() {
  const { t, lang } = useI18n();
  const { form, setForm } = useWizard();
  const tree = useCategoryTree();
  const [opened, setOpened] = useState<CategoryTreeNode[]>([]);

  // The category can also change from outside (the plate lookup, a loaded draft): open its place.
  // A parent given as the category (the last visited listing, for "Post an ad") opens its children instead.
  useEffect(() => {
    if (!tree || form.category === null || opened.at(-1)?.id === form.category) return;
    const path = pathInTree(tree, form.category);
    setOpened(path);
    if ((path.at(-1)?.children.length ?? 0) > 0) setForm((current) => ({ ...current, category: null }));
  }, [tree, form.category, opened, setForm]);

  if (!tree) return <div className="h-64 motion-safe:animate-pulse rounded-xl bg-subtle" aria-busy="true" />;
  const levels = cascadeLevels(tree, opened);

  const open = (path: CategoryTreeNode[], category: number | null) => {
    setOpened(path);
    if (category !== null) rememberCategory(category);
    setForm((current) =>
      current.category === category
        ? current
        : {
            ...current,
            category,
            action: null,
            adFilterValues: {},
            prices: {},
            // Both where the category offers both (spec 2 section 4), none for a flat.
            deliveryOptions: [...deliveryOptionsOf(path.map((node) => node.id))],
          },
    );
  };
  const pick = (level: number, node: CategoryTreeNode) => {
    const choice = choose(tree, opened, level, node);
    open(choice.opened, choice.category);
  };

  return (
    <div className="flex flex-col gap-4">
      {opened.length > 0 && (
        <nav aria-label={t("Chosen category")} className="flex flex-wrap items-center gap-1.5 md:hidden">
          <button
            type="button"
            className="rounded-lg px-2 py-1 text-accent text-sm"
            onClick={() => open([], null)}
          >
            {t("All categories")}
          </button>
          {opened.slice(0, -1).map((node, index) => (
            <button
              key={node.id}
              type="button"
              className="rounded-lg px-2 py-1 text-accent text-sm before:mr-1.5 before:text-muted before:content-['›']"
              onClick={() => open(opened.slice(0, index + 1), null)}
            >
              {node.name[lang]}
            </button>
          ))}
        </nav>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        {levels.map((nodes, level) => (
          <ul
            // A level is the list under the node chosen above it.
            key={opened[level - 1]?.id ?? "top"}
            aria-label={level === 0 ? t("Category") : opened[level - 1]?.name[lang]}
            className={`flex flex-col gap-0.5 rounded-xl border border-line p-1.5 md:max-h-[28rem] md:overflow-y-auto ${
              level < levels.length - 1 ? "max-md:hidden" : ""
            }`}
          >
            {nodes.map((node) => {
              const chosen = opened[level]?.id === node.id;
              return (
                <li key={node.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => pick(level, node)}
                    className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left transition-colors ${
                      chosen ? "bg-accent font-medium text-accent-fg" : "hover:bg-subtle"
                    }`}
                  >
                    <span>{node.name[lang]}</span>
                    {node.children.length > 0 && <span aria-hidden="true">›</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      <CategoryHints opened={opened} />
    </div>
  );
}
