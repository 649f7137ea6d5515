import { type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../lib/i18n";
import { SearchIcon } from "../../ui/icons";
import { sanitizeSearchQuery, searchPath } from "./sanitize-query";

/**
 * The header search box. Without JavaScript the form goes to `/{lang}/search?query=...`; with it,
 * Enter goes to `/{lang}/search/{query}`. `children` is the slot the search feature fills with its
 * autocomplete panel (hints, suggestions, categories, classifieds).
 */
export function SearchBox({ children }: { children?: ReactNode }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState("");

  return (
    <search className="block w-full">
      <form
        action={`/${lang}/search`}
        method="get"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const query = sanitizeSearchQuery(text);
          if (query !== "") void navigate(searchPath(lang, query));
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("Search")}
        </label>
        <input
          id={inputId}
          name="query"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("Search")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="h-11 w-full rounded-xl border border-line bg-subtle pr-12 pl-4 text-[0.9375rem] text-fg outline-none transition-colors placeholder:text-muted hover:border-muted/50 focus:border-accent focus:bg-surface focus-visible:outline-none focus:ring-2 focus:ring-accent/25 [&::-webkit-search-cancel-button]:appearance-none"
        />
        <button
          type="submit"
          aria-label={t("Search")}
          className="absolute top-1 right-1 grid size-9 place-items-center rounded-lg text-muted hover:bg-accent-soft hover:text-accent"
        >
          <SearchIcon size={20} />
        </button>
        {children}
      </form>
    </search>
  );
}
