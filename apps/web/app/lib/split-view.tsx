import { clientChunkFiles } from "virtual:client-chunks";
import { type ComponentType, use } from "react";
import { preloadModule } from "react-dom";

/**
 * A view of a route that shows one of several (the listing route shows a listing or a lot page) with each
 * view in a chunk of its own, so a page loads only the one it shows:
 * - the server loader awaits `load()`, so the page renders at once, and the render links the view's client
 *   files as modulepreloads, so the browser fetches them with the route's own;
 * - in the browser the client entry loads the views the server rendered before it hydrates
 *   (`loadRenderedViews`), and a client navigation loads its view in the route's clientLoader, beside the data.
 */
export type SplitView<P extends object> = {
  load(): Promise<void>;
  View: ComponentType<P>;
};

/** The views by their source, registered when the route modules that use them load (before the entry runs). */
const views = new Map<string, () => Promise<void>>();
const sourceAttribute = "data-split-view";

/** `source` is the view module's path under app/, as in `virtual:client-chunks`. */
export function splitView<P extends object>(
  source: string,
  load: () => Promise<ComponentType<P>>,
): SplitView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const ensure = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const loadView = async () => {
    await ensure();
  };
  views.set(source, loadView);

  function Loaded(props: P) {
    // Loaded before its first render everywhere; `use` is the fallback should a render come first.
    const Component = loaded ?? use(ensure());
    return <Component {...props} />;
  }
  /*
   * No Suspense boundary of its own: React's server would stream a large boundary's content after the rest
   * of the page (it moves big boundaries out of the first chunk), and the page would shift as it arrived.
   */
  function View(props: P) {
    for (const href of clientChunkFiles(source)) preloadModule(href, { as: "script" });
    // `display: contents`: the marker the entry finds leaves the layout as it is.
    return (
      <div {...{ [sourceAttribute]: source }} className="contents">
        <Loaded {...props} />
      </div>
    );
  }
  return { load: loadView, View };
}

/** Before hydration: the code of every view the server rendered into this document. */
export async function loadRenderedViews(document: Document): Promise<void> {
  const rendered = [...document.querySelectorAll(`[${sourceAttribute}]`)];
  await Promise.all(rendered.map((element) => views.get(element.getAttribute(sourceAttribute) ?? "")?.()));
}
