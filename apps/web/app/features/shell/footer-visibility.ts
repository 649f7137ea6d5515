import { isLanguage } from "@tirgus/domain/languages";

/**
 * The footer is hidden (spec 1 section 2):
 * - on quick-upload routes `/{lang}/qr/...`, opened from a phone by QR code, which show a reduced header;
 * - for crawlers (isbot on the User-Agent, decided on the server). isbot counts headless browsers
 *   too: browser journeys that look at the footer give Chromium a regular userAgent;
 * - when the address carries the hide marker `?hideFooter=1` (pages embedded in apps or other
 *   frames that bring their own footer).
 */
export const hideFooterParam = "hideFooter";

/** Quick-upload (QR) routes: `/{lang}/qr/{token}/{lotId}`. */
export function isQrPath(pathname: string): boolean {
  const [, lang, section] = pathname.split("/");
  return isLanguage(lang) && section === "qr";
}

export function isFooterVisible(input: { pathname: string; search: string; isBot: boolean }): boolean {
  if (input.isBot || isQrPath(input.pathname)) return false;
  return new URLSearchParams(input.search).get(hideFooterParam) !== "1";
}
