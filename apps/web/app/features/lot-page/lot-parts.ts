import { deferredPart } from "../../lib/split-view";

/*
 * The lot page's parts that hydrate on their own, after the title, the price and the favourite and compare
 * buttons (lib/split-view.tsx): the gallery, the share menu, the contacts (their section and the phone's bar),
 * the price rating's explanation, the map, the reviews and the owner's tools. The server renders them with the
 * page (the gallery's first picture is the page's first paint either way); their code is not among its first
 * scripts, and a part the page does not show (the owner's tools, to anyone but the owner) never loads.
 */
export const galleryPart = deferredPart(() => import("./gallery/gallery").then((module) => module.Gallery));

export const shareMenuPart = deferredPart(() =>
  import("./gallery/share-menu").then((module) => module.ShareMenu),
);

export const contactsSectionPart = deferredPart(() =>
  import("./lot-contacts").then((module) => module.LotContactsSection),
);

export const contactsBarPart = deferredPart(() =>
  import("./lot-contacts").then((module) => module.ContactsBar),
);

export const priceRatingPart = deferredPart(() =>
  import("../price-rating/price-rating-badge").then((module) => module.PriceRatingBadge),
);

export const mapPart = deferredPart(() => import("../map/lot-map").then((module) => module.LotMap));

export const reviewsPart = deferredPart(() =>
  import("../reviews/lot-reviews").then((module) => module.LotReviews),
);

export const ownerToolsPart = deferredPart(() => import("./owner-tools").then((module) => module.OwnerTools));
