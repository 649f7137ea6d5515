/*
 * Codes and texts of both specs' error catalogues, verbatim: texts are translation keys (typos
 * included, since the dictionaries are keyed by them) and codes are matched by the web app.
 */

export const ErrorCode = {
  IS_XML_AUTO_PUBLISH_NOT_ALLOWED: "IS_XML_AUTO_PUBLISH_NOT_ALLOWED",
  USER_HAS_NO_PACKAGES_AVAILABLE: "USER_HAS_NO_PACKAGES_AVAILABLE",
  NOT_ENOUGH_CREDITS_TOLL_CATEGORY: "NOT_ENOUGH_CREDITS_TOLL_CATEGORY",
  USER_FORBIDDEN: "USER_FORBIDDEN",
  FORBIDDEN: "FORBIDDEN",
  PAYMENT_REQUIRED: "PAYMENT_REQUIRED",
  USER_NO_LOCAL_PHONE: "USER_NO_LOCAL_PHONE",
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;

export const MessageType = { GENERAL_ERROR: "GENERAL_ERROR", GENERAL_SUCCESS: "GENERAL_SUCCESS" } as const;
export type MessageTypeName = keyof typeof MessageType;

export type LotStatusErrorReaction = "openContacts" | "refreshWallet" | "generalError";

/** What the web app does when a lot status change fails with `code` (both specs, section 4/8). */
export function lotStatusErrorReaction(code: string): LotStatusErrorReaction {
  if (code === ErrorCode.USER_FORBIDDEN || code === ErrorCode.USER_NO_LOCAL_PHONE) return "openContacts";
  if (code === ErrorCode.NOT_ENOUGH_CREDITS_TOLL_CATEGORY) return "refreshWallet";
  return "generalError";
}

export const MessagingError = {
  tooManyRequests: "Too many requests",
  notThreadParticipant: "Not thread participant",
  invalidMessage: "Invalid message",
  threadAlreadyExists: "Thread already exists",
  invalidParameters: "Invalid parameters",
} as const;

export const ValidationMessage = {
  fieldRequired: "Field is required",
  thisFieldRequired: "This field is required",
  invalidEmail: "Invalid email address",
  notEqual: "These values are not equal",
  invalidData: "This field contains invalid data!",
  mustAgreeToPolicy: "You must agree to privacy policy",
  wrongValue: "Wrong value",
  mustChooseAction: "Must choose action",
  selectFromList: "Please select value from the list!",
  wrongPriceFormat: "Wrong price format",
  priceMustBePositive: "Price must be greater than 0",
  atLeastOnePrice: "At least one of the price fields has to be filled in.",
} as const;
export type ValidationText = (typeof ValidationMessage)[keyof typeof ValidationMessage];

// The texts pages show are a module of their own: a page that shows one loads no error catalogue.
export { ShownText } from "./shown-texts.ts";

/** Our own texts about uploaded pictures (the spec's are in ShownText). */
export const MediaMessage = {
  notAPicture: "This file is not a picture",
  avatarTooSmall: "The picture must be at least 200 × 200 pixels",
  avatarSaved: "Your picture is saved",
} as const;
