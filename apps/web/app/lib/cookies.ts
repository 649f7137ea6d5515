/** One year, the lifetime of the preference cookies (`language`, `theme`). */
export const preferenceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Reads one cookie from a `Cookie` header (or `document.cookie`). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** A `Set-Cookie`/`document.cookie` string for a site-wide preference cookie (SameSite=Lax). */
export function serializePreferenceCookie(
  name: string,
  value: string,
  maxAgeSeconds = preferenceCookieMaxAgeSeconds,
): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

/** Sets a preference cookie in the browser; `maxAgeSeconds` 0 removes it. */
export function setPreferenceCookie(name: string, value: string, maxAgeSeconds?: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = serializePreferenceCookie(name, value, maxAgeSeconds);
}
