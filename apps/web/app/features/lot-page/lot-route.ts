import { notFound } from "../../lib/not-found";

/*
 * The seam of the lot page (issue 6): `/{lang}/{category slugs}/!{id}` reaches the listing route (the fallback
 * of unmatched paths), which hands it here. Until the lot page is built the address is not found; its loader
 * replaces this function and the listing route renders the view it returns.
 */
export async function loadLotPage(_lotId: number, _slugs: readonly string[]): Promise<never> {
  throw notFound();
}
