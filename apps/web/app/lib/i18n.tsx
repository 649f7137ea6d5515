import { defaultLanguage, type Language } from "@tirgus/domain/languages";
import { createContext, type ReactNode, useContext, useMemo } from "react";

/** A flat dictionary as served at `/i18n/{lang}.json`: English source text -> translation. */
export type Dictionary = Readonly<Record<string, string>>;
export type TranslationValues = readonly (string | number)[];
export type Translate = (key: string, values?: TranslationValues) => string;

/**
 * The message the spec gives for a dictionary that does not load (`ShownText.translationStatusFailed`
 * of @tirgus/domain/errors, spelled out here so the browser bundle does not carry that whole table).
 */
export const dictionaryLoadFailedMessage = "We have problem with status";

/**
 * Translates a key: a missing (or empty) translation shows the key text itself, and each `%s` is
 * replaced, in order, by the next value (a `%s` without a value stays as it is).
 */
export function translate(dictionary: Dictionary, key: string, values?: TranslationValues): string {
  const text = dictionary[key] || key;
  if (!values || values.length === 0) return text;
  let next = 0;
  return text.replace(/%s/g, (placeholder) => (next < values.length ? String(values[next++]) : placeholder));
}

/** The dictionary's address; with a version (`?v=`) the server lets browsers cache it for good. */
export function dictionaryPath(lang: Language, version?: string | null): string {
  return version ? `/i18n/${lang}.json?v=${version}` : `/i18n/${lang}.json`;
}

/** A short content hash (FNV-1a) of a dictionary file: its cache-busting version. */
export function dictionaryVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Fetches a dictionary in the browser; a non-ok answer fails with the spec's message. A static file needs
 * none of the API client's tokens or envelopes, and hydration waits for it: plain `fetch` keeps the client
 * (and the token pipeline) out of the code every page loads first.
 */
export async function fetchDictionary(
  lang: Language,
  version?: string | null,
  fetcher: typeof fetch = (input) => window.fetch(input),
): Promise<Dictionary> {
  let response: Response;
  try {
    response = await fetcher(dictionaryPath(lang, version));
  } catch (error) {
    throw dictionaryLoadFailed(0, error);
  }
  if (!response.ok) throw dictionaryLoadFailed(response.status);
  try {
    return ((await response.json()) as Dictionary | null) ?? {};
  } catch (error) {
    throw dictionaryLoadFailed(response.status, error);
  }
}

/** The spec's error for a dictionary that did not load, with the HTTP status (0: unreachable). */
export function dictionaryLoadFailed(status: number, cause?: unknown): Error & { status: number } {
  return Object.assign(new Error(dictionaryLoadFailedMessage), { status, cause });
}

/**
 * Where the shell finds a language's dictionary: on the server the one the root loader fetched for
 * this document, in the browser the dictionaries loaded so far (see entry.client.tsx).
 */
export type DictionarySource = (lang: Language) => Dictionary | undefined;
export const DictionarySourceContext = createContext<DictionarySource>(() => undefined);

type I18n = { lang: Language; t: Translate };
const I18nContext = createContext<I18n>({
  lang: defaultLanguage,
  t: (key, values) => translate({}, key, values),
});

export function I18nProvider({
  lang,
  dictionary,
  children,
}: {
  lang: Language;
  dictionary: Dictionary;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({ lang, t: (key, values) => translate(dictionary, key, values) }),
    [lang, dictionary],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page language and `t()`. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useDictionary(lang: Language): Dictionary {
  return useContext(DictionarySourceContext)(lang) ?? emptyDictionary;
}

const emptyDictionary: Dictionary = {};

/*
 * Browser side: dictionaries are fetched once per language and kept for the page's life. The first
 * one loads before hydration; a language switch loads the next before the navigation commits (root
 * clientMiddleware), so a page never renders with the wrong texts.
 */
const loaded = new Map<Language, Dictionary>();
const pending = new Map<Language, Promise<Dictionary>>();
let initialError: Error | null = null;

export const browserDictionarySource: DictionarySource = (lang) => loaded.get(lang);

export function ensureBrowserDictionary(lang: Language, version?: string | null): Promise<Dictionary> {
  const ready = loaded.get(lang);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(lang);
  if (!request) {
    request = fetchDictionary(lang, version).then(
      (dictionary) => {
        loaded.set(lang, dictionary);
        pending.delete(lang);
        return dictionary;
      },
      (error: unknown) => {
        pending.delete(lang);
        throw error;
      },
    );
    pending.set(lang, request);
  }
  return request;
}

/** Remembers that the first dictionary failed, so the root shows the server-error view. */
export function setInitialDictionaryError(error: Error): void {
  initialError = error;
}

export function initialDictionaryError(): Error | null {
  return initialError;
}
