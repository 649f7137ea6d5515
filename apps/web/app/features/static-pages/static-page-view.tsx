import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n";
import type { StaticBlock, StaticPageContent } from "./types";

/** `2026-11-22` -> `22.11.2026`, the same on the server and in every browser. */
export function formatUpdatedDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}.${month}.${year}`;
}

type Group =
  | { kind: "faq"; items: Extract<StaticBlock, { type: "faq" }>[] }
  | { kind: "contact"; items: Extract<StaticBlock, { type: "contact" }>[] }
  | { kind: "single"; block: Exclude<StaticBlock, { type: "faq" | "contact" }> };

/** Runs of FAQ entries and of contacts render as one list each. */
function groupBlocks(blocks: readonly StaticBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.type === "faq") {
      if (last?.kind === "faq") last.items.push(block);
      else groups.push({ kind: "faq", items: [block] });
    } else if (block.type === "contact") {
      if (last?.kind === "contact") last.items.push(block);
      else groups.push({ kind: "contact", items: [block] });
    } else {
      groups.push({ kind: "single", block });
    }
  }
  return groups;
}

/** A static page (contacts, rules, FAQ, ...): title, revision date on legal pages, then its blocks. */
export function StaticPageView({ content }: { content: StaticPageContent }) {
  const { t } = useI18n();
  return (
    <article className="min-w-0">
      <header className="mb-8 border-b border-line pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{content.title}</h1>
        {content.updated && (
          <p className="mt-3 text-sm text-muted">
            {t("Updated")}: <time dateTime={content.updated}>{formatUpdatedDate(content.updated)}</time>
          </p>
        )}
      </header>
      <div className="prose-page">
        {groupBlocks(content.blocks).map((group, index) => (
          // Blocks are static content without ids; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <BlockGroup key={index} group={group} />
        ))}
      </div>
    </article>
  );
}

function BlockGroup({ group }: { group: Group }): ReactNode {
  if (group.kind === "faq") {
    return (
      <div className="my-6 divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
        {group.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-subtle [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="grid size-6 shrink-0 place-items-center rounded-full border border-line text-muted transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="!mt-0 px-5 pb-5 text-fg/85">{item.answer}</p>
          </details>
        ))}
      </div>
    );
  }
  if (group.kind === "contact") {
    return (
      <dl className="my-6 grid gap-3 sm:grid-cols-2">
        {group.items.map((item) => (
          <div key={item.label} className="rounded-xl border border-line bg-surface px-5 py-4">
            <dt className="text-sm text-muted">{item.label}</dt>
            <dd className="mt-1 font-medium break-words">
              {item.href ? <a href={item.href}>{item.value}</a> : item.value}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const { block } = group;
  switch (block.type) {
    case "h2":
      return <h2>{block.text}</h2>;
    case "p":
      return <p>{block.text}</p>;
    case "ul":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}
