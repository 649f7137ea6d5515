/*
 * A page's scripts start loading once it has painted (issues 5 and 6: Lighthouse mobile >= 95).
 *
 * React Router writes a page's scripts as modulepreload links in the head and one inline module that imports
 * the route modules and the client entry. Their 130 KB (decision 22) were requested together with the
 * stylesheet and the first pictures, and on a slow phone link they shared its bandwidth: Lighthouse put the
 * first paint at 2.3-2.5 s and the largest paint at 2.7-3.3 s (performance 90-94). Started after the first
 * paint, the same scripts leave those to the page itself: first paint 0.8-0.9 s, largest 1.1-1.5 s
 * (performance 99-100), and hydration starts one frame later than it did on a fast link.
 *
 * The page is rewritten once, when it is rendered: the head's modulepreload links and the dictionary's
 * preload leave the head, and the inline module becomes a small script (with the same nonce) that, after the
 * first frame, puts the links back and adds the module. A page without that module (an error page) is left
 * as it is.
 */

import { inlineScriptJson } from "@tirgus/domain/inline-script";

const moduleScriptMark = 'type="module" async=""';
const scriptEnd = "</script>";
/** The preloads the scripts need: modules, and the dictionary the client entry reads first. */
const deferredLinks =
  /<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*data-dictionary=""[^>]*>/g;
const nonceOf = /\snonce="([^"]*)"/;

export function hydrateAfterFirstPaint(page: Buffer): Buffer {
  const headEnd = page.indexOf("</head>");
  const markAt = page.lastIndexOf(moduleScriptMark);
  if (headEnd < 0 || markAt < headEnd) return page;
  const scriptStart = page.lastIndexOf("<script", markAt);
  const codeStart = page.indexOf(">", markAt) + 1;
  const codeEnd = page.indexOf(scriptEnd, codeStart);
  if (scriptStart < headEnd || codeEnd < 0) return page;

  const openingTag = page.subarray(scriptStart, codeStart).toString();
  const nonce = nonceOf.exec(openingTag)?.[1] ?? "";
  const links: string[] = [];
  const head = page
    .subarray(0, headEnd)
    .toString()
    .replace(deferredLinks, (link) => {
      links.push(link);
      return "";
    });
  const starter = starterScript(nonce, links.join(""), page.subarray(codeStart, codeEnd).toString());
  return Buffer.concat([
    Buffer.from(head),
    page.subarray(headEnd, scriptStart),
    Buffer.from(starter),
    page.subarray(codeEnd + scriptEnd.length),
  ]);
}

/**
 * Runs once the document is parsed (the hydration data's scripts come after this one) and a frame has been
 * painted; the timer is for a tab opened in the background, where frames wait until it is shown.
 */
function starterScript(nonce: string, links: string, code: string): string {
  const start = [
    "var started=false;",
    "var start=function(){if(started)return;started=true;",
    `document.head.insertAdjacentHTML("beforeend",${inlineScriptJson(links)});`,
    `var script=document.createElement("script");script.type="module";script.nonce=${inlineScriptJson(nonce)};`,
    `script.textContent=${inlineScriptJson(code)};document.body.appendChild(script)};`,
    "var afterPaint=function(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)};",
    'if(document.readyState!=="loading")afterPaint();',
    'else document.addEventListener("DOMContentLoaded",afterPaint,{once:true});',
  ].join("");
  return `<script nonce="${nonce}">(function(){${start}})()</script>`;
}
