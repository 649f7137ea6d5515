import { describe, expect, it } from "vitest";
import * as limits from "./limits.ts";

describe("limits", () => {
  it("hold every count, size and bound of both specs, and nothing else", () => {
    expect({ ...limits }).toEqual({
      pageSize: 20,
      skeletonCount: { desktop: 10, mobile: 8, smallImages: 4 },
      recentlyAddedCount: 12,
      highlightedCount: 20,
      homeSubcategoryNamesMax: 6,
      messageListLimit: 10,
      messagesPerPage: 20,
      reviewsBeforeCollapse: 5,
      hoverPreviewPhotos: 5,
      swipeThresholdPx: 50,
      paginationWindow: { desktop: 4, mobile: 3 },
      lotTextMaxLength: 2000,
      maxPeriodDays: 365,
      titleTruncationLength: 80,
      passwordRecommendedMinLength: 6,
      priceUpperBound: 100_000_000,
      priceEditMax: 10_000,
      priceEditStep: 0.01,
      priceChoiceRange: { min: 5, max: 60_000 },
      imageMaxBytes: 52_428_800,
      videoMaxBytes: 1_073_741_824,
      imageMinSidePx: { shortest: 600, longest: 800 },
      avatarMinPx: { width: 200, height: 200 },
      scrollToTopThresholdPx: 300,
      bannerHeightPx: { mobile: 120, desktop: 250 },
      ogImagePx: { width: 1200, height: 630 },
      viewCount: { desktop: 10, mobile: 2 },
      vehiclePlateMaxLength: { car: 8, moto: 7 },
      motoPlateLineBreakAfter: 2,
      rigaCentre: { lat: 56.9475, lng: 24.1069 },
      mapSettings: {
        centre: { lat: 56.9475, lng: 24.1069 },
        zoomMin: 7,
        zoomMax: 18,
        zoom: 14,
        singleLotZoom: 15,
        heightPx: 400,
      },
    });
  });

  it("keep the map's default zooms inside its zoom range", () => {
    const { zoomMin, zoomMax, zoom, singleLotZoom } = limits.mapSettings;
    for (const value of [zoom, singleLotZoom]) {
      expect(value).toBeGreaterThanOrEqual(zoomMin);
      expect(value).toBeLessThanOrEqual(zoomMax);
    }
  });

  it("place the map centre inside Latvia", () => {
    const { lat, lng } = limits.rigaCentre;
    expect(lat).toBeGreaterThan(55.6);
    expect(lat).toBeLessThan(58.1);
    expect(lng).toBeGreaterThan(20.9);
    expect(lng).toBeLessThan(28.3);
  });
});
