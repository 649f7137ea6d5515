/*
 * The meta description rule (spec 2 section 9): a description shorter than a minimum gets the site title
 * appended, and every description is cut at a maximum.
 *
 * 160: search engines show about 155-160 characters of a description on a desktop result (920 px of
 * snippet) and cut the rest with their own ellipsis in the middle of a word; cutting at a word ourselves
 * keeps the snippet readable. 70: below that a snippet fills barely one line of a result and engines tend
 * to replace it with text picked from the page, so a short one carries the site title as well.
 */
export const metaDescriptionMinLength = 70;
export const metaDescriptionMaxLength = 160;

const ellipsis = "…";

/** The description a page's head carries: spaces collapsed, the site title added when short, cut when long. */
export function metaDescription(text: string, siteTitle: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const full =
    clean === "" ? siteTitle : clean.length < metaDescriptionMinLength ? `${clean} | ${siteTitle}` : clean;
  if (full.length <= metaDescriptionMaxLength) return full;
  const room = full.slice(0, metaDescriptionMaxLength - ellipsis.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  // A single word longer than half the room is cut inside it rather than losing most of the text.
  const cut = lastSpace > metaDescriptionMaxLength / 2 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return cut.replace(/[\s,.;:!?|–-]+$/, "") + ellipsis;
}
