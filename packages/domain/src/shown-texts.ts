/*
 * The texts both specs' error catalogues list as shown to people (spec 1 section 8, spec 2), verbatim: they are
 * translation keys (typos included, since the dictionaries are keyed by them). Also exported by errors.ts.
 */

export const ShownText = {
  translationStatusFailed: "We have problem with status",
  removeFromFavorites: "Remove from favorites?",
  alreadyReviewed: "Already reviewed this lot",
  videoProcessing: "Video will be available for preview once our servers process it",
  mediaConverting: "If media not rotated, media is being converted (may take a few minutes)",
  videoTagUnsupported: "Your browser does not support the video tag",
  waitForUploads: "Please wait while files are being uploaded!",
  feedLotNotEditable: "Classifieds from feed can't be edited",
  vehicleNotFound: "Vehicle information does not found",
  addedToCompare: "Lot added from comparison",
  removedFromCompare: "Lot removed from comparison",
  imageTooLarge: "This image file is too large (MAX 50MB)",
  videoTooLarge: "This video file is too large (MAX 1GB)",
  slowConnection: "Slow or no internet connection. Please check your internet settings.",
  duplicateFile: "File exyst for this lot",
  noSimilarItems: "No similar items found",
  suggestedCategoryAdded: "Suggested category was added!",
  noOwnClassifieds: "You haven't created any classified.",
  noMatchingClassifieds: "Looks like there isn't any classified that matches your criteria.",
  charactersLeft: "Characters left",
} as const;
