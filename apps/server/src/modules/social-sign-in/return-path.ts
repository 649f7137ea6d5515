/**
 * A path on this site to send the browser back to, or null. Only a path is accepted (never an address of
 * another site, `//host`, or a backslash trick), so the sign-in cannot be turned into an open redirect.
 */
export function sameSitePath(candidate: string, publicUrl: string): string | null {
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return null;
  if ([...candidate].some(isControlCharacter)) return null;
  const base = new URL(publicUrl);
  const resolved = new URL(candidate, base);
  return resolved.origin === base.origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
}

/** `returnTo` with the spec's login error added to its query. */
export function withLoginError(returnTo: string, loginError: string): string {
  const url = new URL(returnTo, "http://site.invalid");
  url.searchParams.set("loginError", loginError);
  return `${url.pathname}${url.search}${url.hash}`;
}

// URL parsing drops tabs and line breaks, which could turn "/\t/host" into "//host".
const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};
