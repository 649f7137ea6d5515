import type { Language } from "@tirgus/domain/languages";
import type { ApiClient } from "./api-client";
import { ApiError } from "./api-error";
import { type Dictionary, dictionaryLoadFailed, dictionaryPath, dictionaryVersion } from "./i18n";

type DocumentDictionary = { text: string; dictionary: Dictionary; version: string };

/*
 * Every page render needs its language's dictionary. It is fetched through the API (the one way in),
 * but parsed and hashed only when its text changed: the last text of each language is kept.
 */
const lastSeen = new Map<Language, DocumentDictionary>();

/** The dictionary of a page being rendered on the server, and its version for the browser's `?v=`. */
export async function fetchDocumentDictionary(
  api: ApiClient,
  lang: Language,
): Promise<{ dictionary: Dictionary; version: string }> {
  let text: string | null;
  try {
    text = await api.text(dictionaryPath(lang), { silent: true });
  } catch (error) {
    throw dictionaryLoadFailed(error instanceof ApiError ? error.status : 0, error);
  }
  const cached = lastSeen.get(lang);
  if (cached && cached.text === text) return cached;
  const entry = {
    text: text ?? "{}",
    dictionary: JSON.parse(text ?? "{}") as Dictionary,
    version: dictionaryVersion(text ?? ""),
  };
  lastSeen.set(lang, entry);
  return entry;
}
