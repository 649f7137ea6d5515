import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "./lib/chunk-reload";
import {
  browserDictionarySource,
  DictionarySourceContext,
  ensureBrowserDictionary,
  setInitialDictionaryError,
} from "./lib/i18n";
import { languageFromPath } from "./lib/language";
import { loadRenderedViews } from "./lib/split-view";

declare global {
  // Read by get-nonce, which the dialog's scroll lock uses to put a nonce on the style tag it injects.
  var __webpack_nonce__: string | undefined;
}

installChunkReload();

const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) globalThis.__webpack_nonce__ = nonce;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DictionarySourceContext value={browserDictionarySource}>
          <HydratedRouter />
        </DictionarySourceContext>
      </StrictMode>,
    );
  });
}

// The dictionary (preloaded by a <link rel="preload"> in the document head) must be there before
// hydration, so the first client render matches the server's texts. If it does not load, the root
// renders the server-error view. So must the code of the views the server rendered from chunks of their
// own (lib/split-view.tsx, preloaded too): one that fails to load fails again in its render, where the
// error boundary reloads the page once.
const preloaded = document.querySelector<HTMLLinkElement>("link[data-dictionary]");
const version = preloaded ? new URL(preloaded.href).searchParams.get("v") : null;
const dictionary = ensureBrowserDictionary(languageFromPath(window.location.pathname), version).catch(
  (error: Error) => setInitialDictionaryError(error),
);
const views = loadRenderedViews(document).catch(() => undefined);
void Promise.all([dictionary, views]).then(hydrate);
