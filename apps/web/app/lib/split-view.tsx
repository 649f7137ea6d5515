import { clientChunkFiles } from "virtual:client-chunks";
import { type ComponentType, Suspense, use } from "react";
import { preloadModule } from "react-dom";

/**
 * A view of a route that shows one of several (the listing route shows a listing or a lot page) with each
 * view in a chunk of its own, so a page loads only the one it shows:
 * - the server loader awaits `load()`, so the page renders at once, and the render links the view's client
 *   files as modulepreloads, so the browser fetches them with the route's own;
 * - in the browser a hydrating page waits in a Suspense boundary for the view's code (already fetched);
 *   a client navigation loads it in the route's clientLoader, beside the data.
 */
export type SplitView<P extends object> = {
  load(): Promise<void>;
  View: ComponentType<P>;
};

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
  function Loaded(props: P) {
    const Component = loaded ?? use(ensure());
    return <Component {...props} />;
  }
  function View(props: P) {
    for (const href of clientChunkFiles(source)) preloadModule(href, { as: "script" });
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return {
    load: async () => {
      await ensure();
    },
    View,
  };
}
