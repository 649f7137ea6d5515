import { Writable } from "node:stream";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { hydrateAfterFirstPaint } from "./lib/hydration-after-paint.server";
import { type DictionarySource, DictionarySourceContext } from "./lib/i18n";
import { ssrContext } from "./lib/ssr-context";

export const streamTimeout = 5_000;

/*
 * Every page is answered whole: the server compresses the HTML and may keep it for other visitors
 * (apps/server/src/platform/ssr.ts), so it waits for all of it anyway. React's output is therefore collected
 * straight into one buffer once everything is ready, instead of passing through a Node stream and a web
 * stream that the server would only read to the end (that cost a fifth of the CPU of a listing page).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const ssr = loadContext.get(ssrContext);
  // The root loader fetched the page language's dictionary for this document (not into loader data:
  // the browser fetches the same file, preloaded, before it hydrates).
  const dictionary = ssr.dictionary ?? {};
  const dictionarySource: DictionarySource = () => dictionary;
  const userAgent = request.headers.get("user-agent");
  // A crawler's page must be complete: an error anywhere in it fails the page. A person's page stands once its
  // shell rendered; a part that failed after that is rendered again in the browser.
  const crawler = Boolean(userAgent && isbot(userAgent));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const collector = collectPage((page) => {
      clearTimeout(timeoutId);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(streamOf(page), { headers: responseHeaders, status: responseStatusCode }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <DictionarySourceContext value={dictionarySource}>
        <ServerRouter context={routerContext} url={request.url} nonce={ssr.nonce} />
      </DictionarySourceContext>,
      {
        nonce: ssr.nonce,
        // The page is sent whole (onAllReady): a Suspense boundary's finished content is written in place,
        // not moved to the end of the document behind a script, as React does past this many bytes when it
        // streams. Parts hydrated on their own (lib/split-view.tsx) are such boundaries.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collector);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          if (!shellRendered || crawler || routerContext.isSpaMode) responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A destination for React's output that puts it together in one buffer. React writes 4 KB byte views and,
 * for longer texts, the strings themselves; they are kept as they come (no stream converts each string to
 * bytes) and copied once into a buffer of the page's size.
 */
function collectPage(done: (page: Buffer) => void): Writable {
  const parts: (Uint8Array | string)[] = [];
  let bytes = 0;
  return new Writable({
    decodeStrings: false,
    write(part: Uint8Array | string, _encoding, callback) {
      parts.push(part);
      bytes += typeof part === "string" ? Buffer.byteLength(part) : part.byteLength;
      callback();
    },
    final(callback) {
      // Memory of its own, not a slice of Node's shared buffer pool: the server may keep the page a while.
      const page = Buffer.allocUnsafeSlow(bytes);
      let at = 0;
      for (const part of parts) {
        if (typeof part === "string") at += page.write(part, at);
        else {
          page.set(part, at);
          at += part.byteLength;
        }
      }
      done(hydrateAfterFirstPaint(page));
      callback();
    },
  });
}

/**
 * The page as a body: a Response built from a buffer would copy it, a stream of that one buffer hands it on
 * (the server reads a body of one chunk without copying it, platform/ssr.ts).
 */
function streamOf(page: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(page);
      controller.close();
    },
  });
}
