import type { HiddenLotFile, LotFile, ShownLotFile } from "./lot-detail-api.ts";
import { isSoldStatus } from "./lots.ts";

/*
 * Spec 1 section 4: "Closed premium lots: non-owners see only the first picture unblurred." This is the one
 * rule behind every answer that carries a lot's pictures: the lot, its files, the cards of every list and the
 * compare list (the server applies it in modules/lots/hidden-pictures.ts), and so behind the lot page's
 * gallery, Open Graph picture and structured data, which only ever see what the server sent.
 */

/** What the rule needs to know of a lot. */
export type PictureHidingFacts = { status: number; highlighted: boolean; ownerId: number | null };

/**
 * Whether the lot hides its pictures beyond the cover from everyone but its owner: a premium (highlighted) lot
 * that is sold. A deleted lot was closed first and still shows as Sold, so deleting it reveals nothing.
 */
export const hidesPicturesFromOthers = (lot: Pick<PictureHidingFacts, "status" | "highlighted">): boolean =>
  lot.highlighted && isSoldStatus(lot.status);

/** Whether `viewerId` (null: a signed-out visitor) sees only the cover of the lot's pictures. */
export const hidesExtraPictures = (lot: PictureHidingFacts, viewerId: number | null): boolean =>
  hidesPicturesFromOthers(lot) && (viewerId === null || viewerId !== lot.ownerId);

/** Tells a hidden file from a whole one (here, not beside the schemas, so the web app imports no zod). */
export const isHiddenFile = (file: ShownLotFile): file is HiddenLotFile => "blurred" in file;

/** The pictures the viewer gets whole, in gallery order: the first is the cover. */
export const wholePictures = (files: readonly ShownLotFile[]): LotFile[] =>
  files.filter((file): file is LotFile => !isHiddenFile(file) && file.outputType === "image");
