/* Counts, sizes and bounds of both specs. Units are in the names; sizes without a unit are pixels. */

export const pageSize = 20;
/** Skeleton placeholders while a list loads; groups with small images show 4. */
export const skeletonCount = { desktop: 10, mobile: 8, smallImages: 4 } as const;
export const recentlyAddedCount = 12;
export const highlightedCount = 20;
export const homeSubcategoryNamesMax = 6;

export const messageListLimit = 10;
export const messagesPerPage = 20;

export const reviewsBeforeCollapse = 5;
export const hoverPreviewPhotos = 5;
export const swipeThresholdPx = 50;
/** Pages shown around the active one; the wider window is the desktop one. */
export const paginationWindow = { desktop: 4, mobile: 3 } as const;

export const lotTextMaxLength = 2000;
export const maxPeriodDays = 365;
export const titleTruncationLength = 80;
export const passwordRecommendedMinLength = 6;

/** Euros. A price must stay below the upper bound; the lot-page price edit has its own cap and step. */
export const priceUpperBound = 100_000_000;
export const priceEditMax = 10_000;
export const priceEditStep = 0.01;
/** The ends of the fixed price choice lists of the price filter, in euros. */
export const priceChoiceRange = { min: 5, max: 60_000 } as const;

/** "50MB" and "1GB" are read as binary units, as upload limits conventionally are. */
export const imageMaxBytes = 50 * 1024 ** 2;
export const videoMaxBytes = 1024 ** 3;
/** Shown to users as 800x600: either orientation passes. */
export const imageMinSidePx = { shortest: 600, longest: 800 } as const;
export const avatarMinPx = { width: 200, height: 200 } as const;

export const scrollToTopThresholdPx = 300;
export const bannerHeightPx = { mobile: 120, desktop: 250 } as const;
export const ogImagePx = { width: 1200, height: 630 } as const;
/** "View counts" of spec 1 section 9; the spec does not say what they count, so the name keeps its words. */
export const viewCount = { desktop: 10, mobile: 2 } as const;

export const vehiclePlateMaxLength = { car: 8, moto: 7 } as const;
/** A moto plate has two lines; the first holds this many characters. */
export const motoPlateLineBreakAfter = 2;

/** Riga's centre (Town Hall Square); the spec says "Riga" without coordinates. */
export const rigaCentre = { lat: 56.9475, lng: 24.1069 } as const;
export const mapSettings = {
  centre: rigaCentre,
  zoomMin: 7,
  zoomMax: 18,
  zoom: 14,
  singleLotZoom: 15,
  heightPx: 400,
} as const;
