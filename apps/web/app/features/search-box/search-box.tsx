import { sanitizeSearchQuery } from "@tirgus/domain/search";
import { searchHintRotationMs } from "@tirgus/domain/timing";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { queryOfPath, searchPath } from "../../lib/search-paths";
import { useHydrated } from "../../lib/use-hydrated";
import { CloseIcon, SearchIcon } from "../../ui/icons";
import { useScrollLock } from "../../ui/use-scroll-lock";
import type { AutocompleteAnswer } from "./autocomplete-engine";
import type { SearchOption } from "./autocomplete-options";
import { searchHints } from "./search-hints";

type Engine = typeof import("./autocomplete-engine");
type Requests = ReturnType<Engine["createAutocompleteRequests"]>;
/*
 * One promise for every use: callbacks on it run in the order they were added, so the keystrokes typed
 * while the code loads reach the requests in the order they were typed (separate import() calls may
 * settle in another order). A load that failed is tried again at the next use.
 */
let engineLoad: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  engineLoad ??= import("./autocomplete-engine").catch((error: unknown) => {
    engineLoad = null;
    throw error;
  });
  return engineLoad;
}

/**
 * The header search box (spec 1 section 2): a combobox whose dropdown holds the autocomplete groups, the
 * signed-in user's recent searches while the box is empty, and "Search in this category" / "All results".
 * Without JavaScript it is a GET form to `/{lang}/search?query=...` (the results page moves that query into
 * the path); with it, Enter goes to `/{lang}/search/{query}` directly. The dropdown's code (autocomplete-engine)
 * loads when the visitor reaches for the box: the pointer over it, a touch, focus or the first keystroke.
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
  const [answer, setAnswer] = useState<AutocompleteAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [engine, withEngine] = useEngine();
  const { requests, requestsOf } = useRequests(lang, setAnswer, setLoading, setActive);

  const query = sanitizeSearchQuery(text);
  const groups =
    engine === null
      ? []
      : query === ""
        ? signedIn && text.trim() === ""
          ? engine.recentGroups(recent, lang)
          : []
        : (answer?.groups ?? []);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // A text with no allowed character is never sent: its result is empty at once (spec 1 section 5).
  const nothingFound =
    (query === "" && text.trim() !== "") || (answer?.empty === true && answer.query === query);
  const expanded = engine !== null && open && (options.length > 0 || nothingFound);

  // Another page's address puts its own query in the box (none but the results page has one).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setText(queryOfPath(pathname));
    setOpen(false);
  }, [pathname]);

  // What a visitor typed before the page hydrated stays: React leaves a controlled input's typed value in
  // the page at hydration, and the next render would put the state's value back over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, before any render after it
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    const focusedNow = document.activeElement === input;
    setFocused(focusedNow);
    if (focusedNow) change(input.value);
    else setText(input.value);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
    requests.current?.cancel();
  }, [requests]);

  // The page does not scroll under the open dropdown (spec 1 section 2).
  useScrollLock(expanded);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, baseId]);

  function loadRecent(loaded: Engine) {
    if (signedIn) void loaded.recentSearches().then(setRecent);
  }

  function change(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    withEngine((loaded) => {
      requestsOf(loaded).input(value);
      if (sanitizeSearchQuery(value) === "" && value.trim() === "") loadRecent(loaded);
    });
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
      case "ArrowUp": {
        event.preventDefault();
        if (!open) setOpen(true);
        const key = event.key;
        if (engine) setActive((current) => engine.moveSelection(current, key, options.length));
        break;
      }
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
        onPointerEnter={() => withEngine()}
        onTouchStart={() => withEngine()}
        onSubmit={(event) => {
          event.preventDefault();
          if (query === "") return;
          requests.current?.submit();
          go(searchPath(lang, query));
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
                withEngine((loaded) => {
                  if (query === "") loadRecent(loaded);
                  else if (answer?.query !== query) requestsOf(loaded).input(text);
                });
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
          <engine.AutocompletePanel
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
      // Up to the search button only: the hint shows while the box is empty, so the clear button is not there.
      className="pointer-events-none absolute inset-y-0 right-11 left-4 flex items-center overflow-hidden text-[0.9375rem] whitespace-nowrap text-muted"
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
 * The dropdown's code: null until loaded. `withEngine(run)` loads it (once) and runs `run` with it; a chunk
 * that does not load leaves the box a plain search form.
 */
function useEngine() {
  const [engine, setEngine] = useState<Engine | null>(null);
  const withEngine = useCallback((run?: (loaded: Engine) => void) => {
    loadEngine().then(
      (loaded) => {
        setEngine(loaded);
        run?.(loaded);
      },
      () => undefined,
    );
  }, []);
  return [engine, withEngine] as const;
}

/** The box's requests (autocomplete and suggestion store), made with the engine's first use. */
function useRequests(
  lang: ReturnType<typeof useI18n>["lang"],
  setAnswer: (answer: AutocompleteAnswer | null) => void,
  setLoading: (loading: boolean) => void,
  setActive: (active: number) => void,
) {
  const requests = useRef<Requests | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => () => requests.current?.dispose(), []);
  const requestsOf = useCallback(
    (loaded: Engine): Requests => {
      requests.current ??= loaded.createAutocompleteRequests({
        lang: () => langRef.current,
        answered: (answer) => {
          setAnswer(answer);
          setActive(-1);
        },
        cleared: () => {
          setAnswer(null);
          setLoading(false);
        },
        busy: setLoading,
      });
      return requests.current;
    },
    [setAnswer, setLoading, setActive],
  );
  return { requests, requestsOf };
}
