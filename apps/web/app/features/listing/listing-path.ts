/*
 * What a path under `/{lang}/` names when no other route matched it (spec 1 section 2): a category listing
 * (`{slug}/{slug}...`), narrowed to a region when its last segment is `!{regionSlug}` (real estate), or a lot
 * page when its last segment is `!{id}`. Anything else is not found.
 */
export type ListingTarget =
  | { kind: "listing"; slugs: string[]; region: string | null }
  | { kind: "lot"; slugs: string[]; lotId: number };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxLevels = 8;

export function listingTarget(splat: string | undefined): ListingTarget | null {
  const segments = (splat ?? "").split("/").filter((segment) => segment !== "");
  const last = segments.at(-1);
  if (last === undefined) return null;
  const marked = last.startsWith("!") ? last.slice(1) : null;
  const slugs = marked === null ? segments : segments.slice(0, -1);
  if (slugs.length === 0 || slugs.length > maxLevels || !slugs.every((slug) => slugPattern.test(slug)))
    return null;
  if (marked === null) return { kind: "listing", slugs, region: null };
  if (/^[1-9]\d{0,9}$/.test(marked)) return { kind: "lot", slugs, lotId: Number(marked) };
  if (slugPattern.test(marked)) return { kind: "listing", slugs, region: marked };
  return null;
}
