import type { ShouldRevalidateFunction } from "react-router";
import { onlyFullscreenToggled } from "../features/lot-page/gallery/fullscreen-param";

type Address = Pick<URL, "pathname" | "search">;

/** The same page and query, whatever the hash: opening or closing a hash modal, which loads nothing. */
export const sameAddress = (from: Address, to: Address): boolean =>
  from.pathname === to.pathname && from.search === to.search;

/**
 * Only the address's hash changed: a hash modal closed (`#menu` to nothing). React Router loads every route's
 * data again when a hash goes away (it skips that only when one comes or changes): the panel stayed on screen
 * until the page's data was in, and the keyboard's focus was lost with it.
 */
function onlyHashChanged(currentUrl: URL, nextUrl: URL, formMethod?: string): boolean {
  return !formMethod && sameAddress(currentUrl, nextUrl) && currentUrl.hash !== nextUrl.hash;
}

/**
 * Every route's `shouldRevalidate`: its data stays as it is when nothing but the view changed, a hash modal
 * closing or the lot's gallery going fullscreen or back (the picture opens at once, not after a round trip).
 * An explicit revalidation (after a sign-in, say) keeps the same address, so it still loads.
 */
export const keepDataWhenOnlyTheViewChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate &&
  !onlyHashChanged(currentUrl, nextUrl, formMethod) &&
  !onlyFullscreenToggled(currentUrl, nextUrl, formMethod);
