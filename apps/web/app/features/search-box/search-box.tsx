import type { Autocomplete } from "@tirgus/domain/lot-list";
import { sanitizeSearchQuery } from "@tirgus/domain/search";
import { searchHintRotationMs } from "@tirgus/domain/timing";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { searchPath } from "../../lib/search-paths";
import { useHydrated } from "../../lib/use-hydrated";
import { CloseIcon, SearchIcon } from "../../ui/icons";
import {
  autocompleteGroups,
  isEmptyAnswer,
  moveSelection,
  type OptionGroup,
  queryOfPath,
  recentGroups,
  type SearchOption,
} from "./autocomplete-options";
import { AutocompletePanel } from "./autocomplete-panel";
import { searchHints } from "./search-hints";
import { createSearchSchedule, createSuggestionMemory, type SearchSchedule } from "./search-schedule";

type Answer = { query: string; groups: OptionGroup[]; empty: boolean };

/**
 * The header search box (spec 1 section 2): a combobox whose dropdown holds the autocomplete groups, the
 * signed-in user's recent searches while the box is empty, and "Search in this category" / "All results".
 * Without JavaScript it is a GET form to `/{lang}/search?query=...` (the results page moves that query into
 * the path); with it, Enter goes to `/{lang}/search/{query}` directly.
 */
export function SearchBox() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const signedIn = Boolean(useRootData()?.shell.session);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);

  // The results page keeps its query in the box, so it can be refined.
  const [text, setText] = useState(() => queryOfPath(pathname));
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(-1);

  const query = sanitizeSearchQuery(text);
  const groups =
    query === ""
      ? signedIn && text.trim() === ""
        ? recentGroups(recent, lang)
        : []
      : (answer?.groups ?? []);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // A text with no allowed character is never sent: its result is empty at once (spec 1 section 5).
  const nothingFound =
    (query === "" && text.trim() !== "") || (answer?.empty === true && answer.query === query);
  const expanded = open && (options.length > 0 || nothingFound);

  const requests = useRequests(lang, setAnswer, setLoading, setActive);

  useEffect(() => {
    setText(queryOfPath(pathname));
    setOpen(false);
  }, [pathname]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
    requests.current?.cancel();
  }, [requests]);

  useScrollLock(expanded);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, baseId]);

  function loadRecent() {
    if (!signedIn) return;
    browserApi()
      .list<{ query: string }>("/api/me/recent-searches", undefined, { silent: true })
      .then((list) => setRecent(list.data.map((item) => item.query)))
      .catch(() => setRecent([]));
  }

  function change(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    requests.current?.input(value);
    if (sanitizeSearchQuery(value) === "" && value.trim() === "") loadRecent();
  }

  function go(href: string) {
    close();
    inputRef.current?.blur();
    void navigate(href);
  }

  function choose(option: SearchOption) {
    if (option.kind === "recent" || option.kind === "suggestion") setText(option.label);
    go(option.href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((current) => moveSelection(current, event.key as "ArrowDown" | "ArrowUp", options.length));
        break;
      case "Enter": {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        // A search field clears itself on Escape; here Escape only closes the dropdown (spec 1 section 2).
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case "Tab":
        close();
        break;
    }
  }

  const showHint = hydrated && !focused && text === "";

  return (
    <search className="block w-full">
      {expanded && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/40 motion-safe:animate-fade-in"
          onPointerDown={close}
        />
      )}
      <form
        action={`/${lang}/search`}
        method="get"
        className={
          expanded
            ? "max-md:fixed max-md:inset-0 max-md:z-50 max-md:flex max-md:flex-col max-md:bg-surface max-md:p-3 md:relative md:z-50"
            : "relative"
        }
        onSubmit={(event) => {
          event.preventDefault();
          if (query !== "") go(searchPath(lang, query));
        }}
      >
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <label htmlFor={inputId} className="sr-only">
              {t("Search")}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              name="query"
              type="search"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && active >= 0 ? `${baseId}-option-${active}` : undefined}
              value={text}
              onChange={(event) => change(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => {
                setFocused(true);
                setOpen(true);
                if (query === "") loadRecent();
                else if (answer?.query !== query) requests.current?.input(text);
              }}
              onBlur={() => setFocused(false)}
              placeholder={t("Search")}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className={`h-11 w-full rounded-xl border border-line bg-subtle pr-20 pl-4 text-[0.9375rem] text-fg outline-none transition-colors placeholder:text-muted hover:border-muted/50 focus:border-accent focus:bg-surface focus-visible:outline-none focus:ring-2 focus:ring-accent/25 [&::-webkit-search-cancel-button]:appearance-none ${
                showHint ? "placeholder:text-transparent" : ""
              }`}
            />
            {showHint && <RotatingHint />}
            {hydrated && text !== "" && (
              <button
                type="button"
                aria-label={t("Clear")}
                className="absolute top-1 right-10 grid size-9 place-items-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
                onClick={() => {
                  change("");
                  inputRef.current?.focus();
                }}
              >
                <CloseIcon size={18} />
              </button>
            )}
            <button
              type="submit"
              aria-label={t("Search")}
              className="absolute top-1 right-1 grid size-9 place-items-center rounded-lg text-muted hover:bg-accent-soft hover:text-accent"
            >
              <SearchIcon size={20} />
            </button>
          </div>
          {expanded && (
            <button
              type="button"
              className="h-11 shrink-0 rounded-lg px-2 font-medium text-accent md:hidden"
              onClick={close}
            >
              {t("Close")}
            </button>
          )}
        </div>
        {expanded && (
          <AutocompletePanel
            listboxId={listboxId}
            optionId={(index) => `${baseId}-option-${index}`}
            groups={groups}
            active={active}
            busy={loading}
            nothingFound={nothingFound && options.length === 0}
            onChoose={choose}
            onHover={setActive}
          />
        )}
      </form>
    </search>
  );
}

/** The example query of the empty box, a new one every 4 s; decorative, the label says "Search". */
function RotatingHint() {
  const { t } = useI18n();
  const hints = searchHints(t);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => current + 1), searchHintRotationMs);
    return () => clearInterval(timer);
  }, []);
  const [before = "", after = ""] = t("Search, e.g. “%s”").split("%s");
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-y-0 right-20 left-4 flex items-center overflow-hidden text-[0.9375rem] whitespace-nowrap text-muted"
    >
      {before}
      <span key={index} className="truncate text-muted motion-safe:animate-hint-in">
        {hints[index % hints.length]}
      </span>
      {after}
    </span>
  );
}

/**
 * The box's requests, on the spec's timers: the autocomplete (an answer to an older text is dropped) and
 * the suggestion store.
 */
function useRequests(
  lang: ReturnType<typeof useI18n>["lang"],
  setAnswer: (answer: Answer | null) => void,
  setLoading: (loading: boolean) => void,
  setActive: (active: number) => void,
) {
  const schedule = useRef<SearchSchedule | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => {
    let pending: AbortController | null = null;
    const stop = () => {
      pending?.abort();
      pending = null;
    };
    schedule.current = createSearchSchedule({
      autocomplete: (query) => {
        stop();
        const controller = new AbortController();
        pending = controller;
        setLoading(true);
        browserApi()
          .get<Autocomplete>(
            "/api/search/autocomplete",
            { query },
            { silent: true, signal: controller.signal },
          )
          .then((answer) => {
            if (controller.signal.aborted) return;
            setAnswer({
              query,
              groups: answer ? autocompleteGroups(answer, query, langRef.current) : [],
              empty: !answer || isEmptyAnswer(answer),
            });
            setActive(-1);
          })
          .catch(() => undefined)
          .finally(() => {
            if (!controller.signal.aborted) setLoading(false);
          });
      },
      empty: () => {
        stop();
        setAnswer(null);
        setLoading(false);
      },
      suggest: (text) => {
        void browserApi()
          .post(`/api/search/suggestion?query=${encodeURIComponent(text)}`, undefined, { silent: true })
          .catch(() => undefined);
      },
      suggestions: createSuggestionMemory(sessionStore()),
    });
    return () => {
      schedule.current?.cancel();
      stop();
    };
  }, [setAnswer, setLoading, setActive]);
  return schedule;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page does not scroll under the open dropdown (spec 1 section 2). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}
