import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydration-after-paint.server";

/** A page as React Router writes it, shortened: preloads in the head, the inline module, the data after it. */
const page = [
  '<!DOCTYPE html><html lang="lv"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/storage/ab/cd/abcd/med.webp" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/lot-view-1.js"/>',
  '<link rel="preload" as="fetch" href="/i18n/lv.json?v=1" crossorigin="anonymous" data-dictionary=""/>',
  "<title>Pārdod — Tirgus</title>",
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0nce"/>',
  "</head><body><main>Dzīvoklis</main>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-1.js";\n',
  'window.__reactRouterManifest = {"note":"\\u003c/script>"};\nif (1 < 2) import("/assets/entry.client-1.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

/** Runs the starter script's body with a fake document, as the browser would after the first frame. */
function runStarter(html: string) {
  const starter = /<script nonce="n0nce">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const inserted: string[] = [];
  const appended: { type: string; nonce: string; textContent: string }[] = [];
  const document = {
    readyState: "interactive",
    head: { insertAdjacentHTML: (_where: string, text: string) => inserted.push(text) },
    body: { appendChild: (script: (typeof appended)[number]) => appended.push(script) },
    createElement: () => ({ type: "", nonce: "", textContent: "" }),
    addEventListener: () => {},
  };
  const timers: (() => void)[] = [];
  new Function("document", "requestAnimationFrame", "setTimeout", starter)(
    document,
    (frame: () => void) => frame(),
    (callback: () => void) => timers.push(callback),
  );
  for (const timer of timers) timer();
  return { inserted, appended };
}

describe("scripts that start after the first paint", () => {
  const rewritten = hydrateAfterFirstPaint(Buffer.from(page)).toString();

  it("takes the module and dictionary preloads out of the head, and leaves the page's own content", () => {
    const head = rewritten.slice(0, rewritten.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain("data-dictionary");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-1.css"');
    expect(head).toContain('<link rel="preload" as="image"');
    expect(rewritten).toContain("<main>Dzīvoklis</main>");
    expect(rewritten).not.toContain('<script nonce="n0nce" type="module"');
    // The hydration data still follows; the moved code carries no "<" that could end the inline script.
    expect(rewritten).toContain("streamController.close();</script></body></html>");
    expect(rewritten.match(/<\/script>/g)).toHaveLength(3);
    expect(rewritten).toContain("if (1 \\u003c 2)");
  });

  it("puts the links back and runs the same module with the page's nonce, once", () => {
    const { inserted, appended } = runStarter(rewritten);
    expect(inserted).toEqual([
      '<link rel="modulepreload" href="/assets/lot-view-1.js"/>' +
        '<link rel="preload" as="fetch" href="/i18n/lv.json?v=1" crossorigin="anonymous" data-dictionary=""/>' +
        '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0nce"/>',
    ]);
    expect(appended).toEqual([
      {
        type: "module",
        nonce: "n0nce",
        textContent:
          'import * as route0 from "/assets/root-1.js";\n' +
          'window.__reactRouterManifest = {"note":"\\u003c/script>"};\nif (1 < 2) import("/assets/entry.client-1.js");',
      },
    ]);
  });

  it("leaves a page without React Router's module as it is", () => {
    const plain = Buffer.from("<html><head></head><body><p>Kļūda</p></body></html>");
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
  });
});
