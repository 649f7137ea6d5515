import { sanitizeSearchQuery, suggestionToStore } from "@tirgus/domain/search";
import { headerSearchDebounceMs, searchSuggestionDebounceMs } from "@tirgus/domain/timing";

/*
 * When the header search box talks to the API (spec 1 sections 5 and 9): the combined autocomplete 300 ms
 * after the last keystroke, the suggestion store 1000 ms after it. A query left with no allowed character is
 * never sent: the box shows an empty result at once.
 */

type Timer = ReturnType<typeof setTimeout>;
export type Timers = {
  set: (run: () => void, ms: number) => Timer;
  clear: (timer: Timer) => void;
};
const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer),
};

export type SearchSchedule = {
  /** The text of the box changed. */
  input(text: string): void;
  /** The box closed or unmounted: nothing pending runs. */
  cancel(): void;
  /**
   * The visitor searched for the text (Enter, the search button): the autocomplete is no longer wanted, and a
   * suggestion still waiting for its 1000 ms is stored now, so a text typed and sent at once is not lost.
   */
  submit(): void;
};

export function createSearchSchedule(handlers: {
  /** Run the autocomplete for this sanitised, non-empty query. */
  autocomplete: (query: string) => void;
  /** The text has no allowed character (or none at all): show the empty result, send nothing. */
  empty: () => void;
  /** Store this suggestion (the store rule already applied). */
  suggest: (text: string) => void;
  /** The suggestions this session already stored, so each is sent once. */
  suggestions: SuggestionMemory;
  timers?: Timers;
}): SearchSchedule {
  const timers = handlers.timers ?? browserTimers;
  let autocompleteTimer: Timer | null = null;
  let suggestionTimer: Timer | null = null;
  let pendingSuggestion: string | null = null;
  const cancel = () => {
    if (autocompleteTimer) timers.clear(autocompleteTimer);
    if (suggestionTimer) timers.clear(suggestionTimer);
    autocompleteTimer = suggestionTimer = pendingSuggestion = null;
  };
  const suggest = (text: string) => {
    const suggestion = handlers.suggestions.take(text);
    if (suggestion !== null) handlers.suggest(suggestion);
  };
  return {
    input(text) {
      cancel();
      const query = sanitizeSearchQuery(text);
      if (query === "") {
        handlers.empty();
        return;
      }
      autocompleteTimer = timers.set(() => handlers.autocomplete(query), headerSearchDebounceMs);
      pendingSuggestion = text;
      suggestionTimer = timers.set(() => {
        pendingSuggestion = null;
        suggest(text);
      }, searchSuggestionDebounceMs);
    },
    cancel,
    submit() {
      const text = pendingSuggestion;
      cancel();
      if (text !== null) suggest(text);
    },
  };
}

export type SuggestionMemory = {
  /** The suggestion to send for this text, remembered from now on; null when it must not be sent. */
  take(text: string): string | null;
};

type SessionStore = Pick<Storage, "getItem" | "setItem">;
const suggestionsKey = "searchSuggestions";
/** The oldest remembered suggestions are forgotten past this many, so sessionStorage stays small. */
export const rememberedSuggestionsMax = 200;

/**
 * The suggestions stored in this browser session (sessionStorage, so a reload keeps them and a new tab
 * starts afresh). Without storage (private mode quotas, tests) the memory lasts as long as the page.
 */
export function createSuggestionMemory(store: SessionStore | null): SuggestionMemory {
  const stored = new Set<string>(readList(store));
  return {
    take(text) {
      const suggestion = suggestionToStore(text, stored);
      if (suggestion === null) return null;
      stored.add(suggestion);
      try {
        store?.setItem(suggestionsKey, JSON.stringify([...stored].slice(-rememberedSuggestionsMax)));
      } catch {
        // A full or refused storage: the page's own memory still sends each suggestion once.
      }
      return suggestion;
    },
  };
}

function readList(store: SessionStore | null): string[] {
  try {
    const list: unknown = JSON.parse(store?.getItem(suggestionsKey) ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
