import { clientChunkFiles } from "virtual:client-chunks";
import { type ComponentType, Suspense, use, useEffect, useMemo, useState } from "react";
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

/**
 * `source` is the view module's path under app/, as in `virtual:client-chunks`. `loadParts` gives the view's
 * own deferred parts (`deferredPart`): loaded with the view by the loaders, but not before hydration. It
 * imports them, so their declarations (an import() each) travel with the view, not with every page of the
 * route that names the view.
 */
export function splitView<P extends object>(
  source: string,
  load: () => Promise<ComponentType<P>>,
  loadParts: () => Promise<readonly { load(): Promise<void> }[]> = async () => [],
): SplitView<P> {
  const { ensure, Loaded } = loadedComponent(load);
  const loadView = async () => {
    await ensure();
  };
  views.set(source, loadView);
  // No Suspense boundary of its own: the view is loaded before hydration, and must not wait behind one.
  function View(props: P) {
    for (const href of clientChunkFiles(source)) preloadModule(href, { as: "script" });
    // `display: contents`: the marker the entry finds leaves the layout as it is.
    return (
      <div {...{ [sourceAttribute]: source }} className="contents">
        <Loaded {...props} />
      </div>
    );
  }
  return {
    load: async () => {
      await Promise.all([
        ensure(),
        loadParts().then((parts) => Promise.all(parts.map((part) => part.load()))),
      ]);
    },
    View,
  };
}

/** A component loaded on demand: `Loaded` renders it, suspending until it is there. */
function loadedComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
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
    // Loaded before its first render where it must be; `use` suspends where it may wait.
    const Component = loaded ?? use(ensure());
    return <Component {...props} />;
  }
  return { ensure, Loaded };
}

/**
 * A part of a split view that the page hydrates on its own, after the rest (decision 22, "Parts hydrated on
 * their own"): the filters beside a list, its pagination, a lot's reviews. The server renders it with the
 * page (its loader loads it with the view), but its code is not among the page's first scripts: in the
 * browser React keeps the server's markup of the part and hydrates it once its chunk has arrived, which
 * starts as hydration reaches it. Client navigations load it with the view, so it never shows empty.
 * `data-deferred-part` marks it, and `data-ready` once it is hydrated (the journeys wait for that).
 */
export type DeferredPart<P extends object> = { load(): Promise<void>; View: ComponentType<P> };

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const { ensure, Loaded } = loadedComponent(load);
  function Ready({ props, onReady }: { props: P; onReady: (ready: boolean) => void }) {
    useEffect(() => onReady(true), [onReady]);
    return <Loaded {...props} />;
  }
  function View(props: P) {
    const [ready, setReady] = useState(false);
    // Until the part is ready it renders its first props (in a hydrating page, those the server rendered it
    // with) as the same element: a render of the page before the part's code arrives (the shell's, right
    // after hydration) gave the boundary new props, and React renders a Suspense boundary updated before it
    // hydrates afresh in the browser, dropping the server's markup and what a visitor had typed or chosen in it.
    const [firstProps] = useState(props);
    const shownProps = ready ? props : firstProps;
    const boundary = useMemo(
      () => (
        <Suspense fallback={null}>
          <Ready props={shownProps} onReady={setReady} />
        </Suspense>
      ),
      [shownProps],
    );
    return (
      <div data-deferred-part="" data-ready={ready ? "" : undefined} className="contents">
        {boundary}
      </div>
    );
  }
  return {
    load: async () => {
      await ensure();
    },
    View,
  };
}

/** Before hydration: the code of every view the server rendered into this document. */
export async function loadRenderedViews(document: Document): Promise<void> {
  const rendered = [...document.querySelectorAll(`[${sourceAttribute}]`)];
  await Promise.all(rendered.map((element) => views.get(element.getAttribute(sourceAttribute) ?? "")?.()));
}
