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
// renders the server-error view.
const preloaded = document.querySelector<HTMLLinkElement>("link[data-dictionary]");
const version = preloaded ? new URL(preloaded.href).searchParams.get("v") : null;
ensureBrowserDictionary(languageFromPath(window.location.pathname), version).then(hydrate, (error: Error) => {
  setInitialDictionaryError(error);
  hydrate();
});
