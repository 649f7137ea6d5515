import { browserApi } from "../../lib/browser-api";
import { browserTokens } from "../../lib/tokens";
import { ensureWatchIdentifier } from "../watch-lists/watch-identifier";

/**
 * Keeps the browser in step with the session the server rendered: a signed-in page keeps its tokens
 * fresh; a signed-out one forgets tokens left from a session that ended elsewhere (revoked, expired),
 * and has a watch identifier for its favourites. Returns what stops it.
 */
export function keepBrowserSession(signedIn: boolean): () => void {
  const tokens = browserTokens();
  if (signedIn) {
    tokens.start();
    return () => tokens.stop();
  }
  if (tokens.hasLoginFlag()) tokens.forget();
  void ensureWatchIdentifier(browserApi());
  return () => {};
}
