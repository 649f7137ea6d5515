import { createContext } from "react-router";
import type { Dictionary } from "./i18n";

/** What the SSR handler knows about the current request, for the root loader and entry.server. */
export type SsrRequest = {
  /** Per-request CSP nonce for every inline script. */
  nonce: string;
  /** The site's public address, for canonical and hreflang URLs. */
  publicUrl: string;
  production: boolean;
  /** Tile URL templates (MAP_TILE_URL, MAP_TILE_FALLBACK_URL) of the map page and the lot page's map. */
  mapTiles: { url: string; fallbackUrl: string };
  /** A document (HTML) request, not a `.data` or manifest request of a client-side navigation. */
  documentRequest: boolean;
  /** Filled by the root loader on document requests: the page language's dictionary. */
  dictionary: Dictionary | null;
};

export const ssrContext = createContext<SsrRequest>();
