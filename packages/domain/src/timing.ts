/*
 * Every time constant of both specs, in milliseconds. Where both specs name the same timer
 * (messaging poll, pending payment poll, token refresh) there is one constant.
 */

/** An API that answered offline is treated as unavailable for this long before it is tried again. */
export const apiOfflineMarkingMs = 10_000;

export const toastMs = 5_000;
export const successToastMs = 10_000;

export const headerSearchDebounceMs = 300;
export const searchSuggestionDebounceMs = 1_000;
export const searchHintRotationMs = 4_000;
export const addressSearchDebounceMs = 1_000;
export const dateEmissionDebounceMs = 200;

export const unconvertedVideoPollMs = 5_000;
export const pictureVersionsPollMs = 5_000;
export const fileListPollMs = 5_000;
export const messagingPollMs = 5_000;
export const pendingPaymentPollMs = 5_000;

/** Spec 1's "refresh interval 60 s" is the periodic token refresh of spec 2 section 7. */
export const tokenRefreshIntervalMs = 60_000;
/** Refreshes closer together than this count as a loop (see `nextTokenLoopCount`). */
export const tokenLoopWindowMs = 10_000;

export const aiLabelStepMs = 1_500;
export const aiLabelDotMs = 800;

export const chunkLoadTimeoutMs = 120_000;
