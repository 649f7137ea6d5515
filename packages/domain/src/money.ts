/** Fees and prices in credits, named as the spec names them (both specs, section 9). */
export const Fees = {
  moveUp: 3,
  oneEuroCreditsCount: 100,
  userContactsFee: 1,
  discountBadgePrice: 20,
  bannerBoostPrice: 50,
  highlightPrice: 35,
  allBoostPrice: 75,
  defaultBoostPrice: 55,
  smsNotificationPrice: 1,
  trustedSellerBadge: 300,
} as const;

/** Fees arrive in credits; anything shown or charged in euros divides by the credits in one euro. */
export function creditsToEuros(credits: number): number {
  return credits / Fees.oneEuroCreditsCount;
}

/** A service endpoint answers HEAD with its fee (credits) and availability in these headers. */
export const serviceFeeHeader = "X-Service-Fee";
export const serviceAvailableHeader = "X-Service-Available";

export const boostServices = ["suggest", "top", "tiktok", "instagram", "highlight", "banner"] as const;
export type BoostService = (typeof boostServices)[number];

/** Fee kinds the payments call reports. */
export const paymentFees = [
  "contacts",
  "tollCategory",
  "suggest",
  "boost",
  "tiktok",
  "instagram",
  "highlight",
  "banner",
  "xmlBoost",
] as const;
export type PaymentFee = (typeof paymentFees)[number];

/** A payment starts pending and ends in exactly one of the other three. */
export const paymentStatuses = ["pending", "paid", "canceled", "refused"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const isPaymentSettled = (status: PaymentStatus): boolean => status !== "pending";

export const PackageProperty = {
  simultaneouslyActiveItems: 1,
  itemDuration: 2,
  companyMaxMembers: 3,
  itemCredits: 4,
} as const;
export type PackagePropertyId = (typeof PackageProperty)[keyof typeof PackageProperty];

export const ignoredPackageTemplateIds = [33, 34] as const;
export const isIgnoredPackageTemplate = (templateId: number): boolean =>
  (ignoredPackageTemplateIds as readonly number[]).includes(templateId);

export const priceChangesAllowed = 3;
export const freeClassifiedsPerMonth = 1;
export const trustedBadgeMonths = 3;

/** Euros; the winter-beaters option is offered only below it (and only to eligible users). */
export const winterBeatersPriceLimit = 3000;
export const offersWinterBeaters = (firstPrice: number, eligible: boolean): boolean =>
  eligible && firstPrice < winterBeatersPriceLimit;
