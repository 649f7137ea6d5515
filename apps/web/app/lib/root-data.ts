import type { Theme } from "@tirgus/domain/languages";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./session";

/** What the root loader gives every page. */
export type RootData = {
  publicUrl: string;
  production: boolean;
  /** The `theme` cookie; null follows the system preference. */
  theme: Theme | null;
  /** Decided on the server from the User-Agent (isbot): crawlers get no footer. */
  isBot: boolean;
  /** `?v=` of the page language's dictionary: a content hash, so the file can be cached for good. */
  dictionaryVersion: string | null;
  shell: ShellData;
};

/** The root loader's data; undefined when the root loader itself failed (error view). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
