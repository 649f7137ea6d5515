import { headerSearchDebounceMs, searchSuggestionDebounceMs } from "@tirgus/domain/timing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchSchedule, createSuggestionMemory } from "./search-schedule";

function schedule(store: Storage | null = null) {
  const calls = { autocomplete: [] as string[], suggest: [] as string[], empty: 0 };
  const search = createSearchSchedule({
    autocomplete: (query) => calls.autocomplete.push(query),
    suggest: (text) => calls.suggest.push(text),
    empty: () => {
      calls.empty++;
    },
    suggestions: createSuggestionMemory(store),
  });
  return { search, calls };
}

class MemoryStorage implements Pick<Storage, "getItem" | "setItem"> {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe("the header search box's requests", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("run the autocomplete 300 ms after the last keystroke, with the sanitised text", () => {
    const { search, calls } = schedule();
    search.input("g");
    vi.advanceTimersByTime(headerSearchDebounceMs - 1);
    search.input("go");
    search.input("golf!");
    vi.advanceTimersByTime(headerSearchDebounceMs - 1);
    expect(calls.autocomplete).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.autocomplete).toEqual(["golf"]);
  });

  it("store the suggestion 1000 ms after the last keystroke, once a session", () => {
    const { search, calls } = schedule();
    search.input("Golf 4");
    vi.advanceTimersByTime(searchSuggestionDebounceMs - 1);
    expect(calls.suggest).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.suggest).toEqual(["golf 4"]);
    search.input("golf  4 ");
    vi.advanceTimersByTime(searchSuggestionDebounceMs);
    expect(calls.suggest).toEqual(["golf 4"]);
    expect(calls.autocomplete).toEqual(["Golf 4", "golf 4"]);
  });

  it("store a suggestion still waiting at once when the text is searched for, and run no autocomplete", () => {
    const { search, calls } = schedule();
    search.input("dzīvoklis");
    vi.advanceTimersByTime(100);
    search.submit();
    expect(calls.suggest).toEqual(["dzīvoklis"]);
    vi.advanceTimersByTime(searchSuggestionDebounceMs * 2);
    expect(calls.suggest).toEqual(["dzīvoklis"]);
    expect(calls.autocomplete).toEqual([]);
    // Nothing waits after the suggestion went out on its own; a second search sends nothing more.
    search.input("māja");
    vi.advanceTimersByTime(searchSuggestionDebounceMs);
    search.submit();
    expect(calls.suggest).toEqual(["dzīvoklis", "māja"]);
  });

  it("send nothing for a text with no allowed character, and show the empty result at once", () => {
    const { search, calls } = schedule();
    search.input("€%$#");
    vi.advanceTimersByTime(searchSuggestionDebounceMs * 2);
    expect(calls).toEqual({ autocomplete: [], suggest: [], empty: 1 });
  });

  it("drop what was pending when the text empties or the box closes", () => {
    const { search, calls } = schedule();
    search.input("velosipēds");
    search.input("");
    search.input("dīvāns");
    search.cancel();
    vi.advanceTimersByTime(searchSuggestionDebounceMs * 2);
    expect(calls).toEqual({ autocomplete: [], suggest: [], empty: 1 });
  });

  it("remember stored suggestions in the session storage, so a reloaded page does not send them again", () => {
    const storage = new MemoryStorage();
    expect(createSuggestionMemory(storage).take("Zemes gabals")).toBe("zemes gabals");
    const reloaded = createSuggestionMemory(storage);
    expect(reloaded.take("zemes gabals")).toBeNull();
    expect(reloaded.take("Šķūnis")).toBe("šķūnis");
  });

  it("still sends each suggestion once when the storage refuses to write", () => {
    const memory = createSuggestionMemory({
      getItem: () => "not json",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(memory.take("golf")).toBe("golf");
    expect(memory.take("golf")).toBeNull();
  });
});
