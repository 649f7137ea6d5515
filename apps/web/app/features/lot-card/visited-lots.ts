import { readCookie, setPreferenceCookie } from "../../lib/cookies";

/*
 * Lots the visitor has opened get an eye mark on every list (spec 1 section 4, cookie `visitedLots`). The
 * cookie holds lot ids separated by dots, newest first; the oldest fall off past `visitedLotsMax` so the
 * cookie stays far below the 4 KB a browser keeps per cookie.
 */
export const visitedLotsCookie = "visitedLots";
export const visitedLotsMax = 200;

export function parseVisitedLots(value: string | null): Set<number> {
  const ids = new Set<number>();
  for (const part of (value ?? "").split(".")) {
    if (/^[1-9]\d{0,9}$/.test(part)) ids.add(Number(part));
  }
  return ids;
}

/** The cookie value after visiting `id`: it moves to the front, at most `visitedLotsMax` ids kept. */
export function withVisitedLot(value: string | null, id: number): string {
  const rest = [...parseVisitedLots(value)].filter((other) => other !== id);
  return [id, ...rest].slice(0, visitedLotsMax).join(".");
}

export const visitedLotsIn = (cookieHeader: string | null | undefined): Set<number> =>
  parseVisitedLots(readCookie(cookieHeader, visitedLotsCookie));

/** For the lot page: remembers a visit in the browser. */
export function markLotVisited(id: number): void {
  setPreferenceCookie(visitedLotsCookie, withVisitedLot(readCookie(document.cookie, visitedLotsCookie), id));
}
