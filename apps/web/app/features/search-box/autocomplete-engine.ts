import type { Language } from "@tirgus/domain/languages";
import type { Autocomplete } from "@tirgus/domain/lot-list";
import { browserApi } from "../../lib/browser-api";
import { adultContentAllowed } from "../landing/age-gate";
import { autocompleteGroups, isEmptyAnswer, type OptionGroup } from "./autocomplete-options";
import { createSearchSchedule, createSuggestionMemory, type SearchSchedule } from "./search-schedule";

export { moveSelection, recentGroups } from "./autocomplete-options";
/*
 * The search box's dropdown and its requests. The box itself is on every page; this part loads when a
 * visitor first reaches for it (pointer over it, a touch, focus), so it is not part of the first load.
 */
export { AutocompletePanel } from "./autocomplete-panel";

export type AutocompleteAnswer = { query: string; groups: OptionGroup[]; empty: boolean };

/**
 * The box's requests, on the spec's timers: the autocomplete (an answer to an older text is dropped) and
 * the suggestion store.
 */
export function createAutocompleteRequests(handlers: {
  lang: () => Language;
  answered: (answer: AutocompleteAnswer) => void;
  cleared: () => void;
  busy: (busy: boolean) => void;
}): SearchSchedule & { dispose(): void } {
  let pending: AbortController | null = null;
  const stop = () => {
    pending?.abort();
    pending = null;
  };
  const schedule = createSearchSchedule({
    autocomplete: (query) => {
      stop();
      const controller = new AbortController();
      pending = controller;
      handlers.busy(true);
      browserApi()
        .get<Autocomplete>(
          "/api/search/autocomplete",
          // Adult categories' lots only for a visitor who allowed them (withAdultContent).
          adultContentAllowed(document.cookie) ? { query, adult: "true" } : { query },
          { silent: true, signal: controller.signal },
        )
        .then((answer) => {
          if (controller.signal.aborted) return;
          handlers.answered({
            query,
            groups: answer ? autocompleteGroups(answer, query, handlers.lang()) : [],
            empty: !answer || isEmptyAnswer(answer),
          });
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) handlers.busy(false);
        });
    },
    empty: () => {
      stop();
      handlers.cleared();
    },
    suggest: (text) => {
      void browserApi()
        .post(`/api/search/suggestion?query=${encodeURIComponent(text)}`, undefined, { silent: true })
        .catch(() => undefined);
    },
    suggestions: createSuggestionMemory(sessionStore()),
  });
  return {
    ...schedule,
    /** The box unmounts: nothing pending runs, an answer on its way is dropped. */
    dispose() {
      schedule.cancel();
      stop();
    },
  };
}

/** The signed-in user's recent searches, newest first; none when they cannot be read. */
export function recentSearches(): Promise<string[]> {
  return browserApi()
    .list<{ query: string }>("/api/me/recent-searches", undefined, { silent: true })
    .then((list) => list.data.map((item) => item.query))
    .catch(() => []);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
