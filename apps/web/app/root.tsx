import { isbot } from "isbot";
import { type ReactNode, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AppShell } from "./features/shell/app-shell";
import { ForbiddenView, NotFoundView, ServerErrorView } from "./features/shell/error-views";
import { searchBoxPart } from "./features/shell/shell-parts";
import { getApi } from "./lib/api-client";
import { isChunkLoadError, reloadOnce } from "./lib/chunk-reload";
import { configureErrorReporting } from "./lib/error-reporting";
import {
  browserDictionarySource,
  dictionaryPath,
  ensureBrowserDictionary,
  I18nProvider,
  initialDictionaryError,
  useDictionary,
} from "./lib/i18n";
import { fetchDocumentDictionary } from "./lib/i18n.server";
import { languageFromPath } from "./lib/language";
import { keepDataWhenOnlyTheViewChanges } from "./lib/revalidation";
import { type RootData, useRootData } from "./lib/root-data";
import { loadShellData } from "./lib/session.server";
import { ssrContext } from "./lib/ssr-context";
import { themeFromCookieHeader, useChosenTheme } from "./lib/theme";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, url, context }: Route.LoaderArgs): Promise<RootData> {
  const ssr = context.get(ssrContext);
  const api = getApi(context);
  let version: string | null = null;
  if (ssr.documentRequest) {
    // The header's search box renders with the page only with its code there (on the server, at once).
    await searchBoxPart.load();
    // For server rendering only: the dictionary stays out of the loader data (the browser fetches
    // the same file, preloaded), and client-side navigations do not need it from here.
    const page = await fetchDocumentDictionary(api, languageFromPath(url.pathname));
    ssr.dictionary = page.dictionary;
    version = page.version;
  }
  return {
    publicUrl: ssr.publicUrl,
    production: ssr.production,
    theme: themeFromCookieHeader(request.headers.get("cookie")),
    isBot: isbot(request.headers.get("user-agent")),
    dictionaryVersion: version,
    shell: await loadShellData(api, request.headers.get("cookie")),
  };
}

/** Opening or closing a lot's fullscreen gallery changes only `?fullscreen=1`: there is nothing to load again. */
export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

/** Before a client-side navigation commits, the target language's dictionary is there. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await ensureBrowserDictionary(languageFromPath(new URL(request.url).pathname));
    await next();
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  const root = useRootData();
  const theme = useChosenTheme(root?.theme ?? null);
  // The document's first language only: later languages are fetched by the client middleware.
  const [preload] = useState(() => dictionaryPath(lang, root?.dictionaryVersion));
  return (
    <html lang={lang} className={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
         * The only render-blocking request. With a precedence React writes it right after the charset,
         * viewport and the first pictures' preloads, before the dozens of module preloads: linked by <Links />
         * it came last in the head, and on a slow phone link it waited behind 150 KB of scripts (Lighthouse's
         * first paint 2.5 s).
         */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="preload" as="fetch" href={preload} crossOrigin="anonymous" data-dictionary="" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-page text-fg">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function ShellI18n({ children }: { children: ReactNode }) {
  const lang = languageFromPath(useLocation().pathname);
  return (
    <I18nProvider lang={lang} dictionary={useDictionary(lang)}>
      {children}
    </I18nProvider>
  );
}

export default function App() {
  const root = useRootData();
  const lang = languageFromPath(useLocation().pathname);
  const dictionaryError = initialDictionaryError();
  if (dictionaryError && !browserDictionarySource(lang)) throw dictionaryError;
  useEffect(() => {
    if (root) configureErrorReporting({ production: root.production, publicUrl: root.publicUrl });
  }, [root]);
  return (
    <ShellI18n>
      <AppShell>
        <Outlet />
      </AppShell>
    </ShellI18n>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <ShellI18n>
      <AppShell>
        {status === 404 ? (
          <NotFoundView />
        ) : status === 403 ? (
          <ForbiddenView />
        ) : (
          <ServerErrorView error={error} />
        )}
      </AppShell>
    </ShellI18n>
  );
}
