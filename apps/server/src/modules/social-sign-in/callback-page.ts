import { randomBytes } from "node:crypto";
import { oauthWindowName } from "@tirgus/domain/auth";
import { inlineScriptJson } from "@tirgus/domain/inline-script";

export type CallbackPage = { html: string; contentSecurityPolicy: string };

/**
 * The page the provider sends the browser back to. In the sign-in popup (window name OAUTH) it reloads
 * the page that opened it, or sends it to `target` with the login error, and closes; anywhere else it
 * simply goes to `target`.
 */
export function callbackPage(target: string, outcome: "success" | "error"): CallbackPage {
  const nonce = randomBytes(16).toString("base64");
  const openerStep =
    outcome === "success" ? "window.opener.location.reload();" : "window.opener.location.assign(target);";
  const script = `var target = ${inlineScriptJson(target)};
if (window.name === ${inlineScriptJson(oauthWindowName)} && window.opener) { ${openerStep} window.close(); }
else { window.location.replace(target); }`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Tirgus</title>
<noscript><meta http-equiv="refresh" content="0;url=${escapeAttribute(target)}"></noscript></head>
<body><script nonce="${nonce}">${script}</script></body></html>`;
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

// JSON is a valid script literal; "<" is escaped so no text can close the script element.
const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
