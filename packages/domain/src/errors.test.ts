import { describe, expect, it } from "vitest";
import {
  ErrorCode,
  lotStatusErrorReaction,
  MessageType,
  MessagingError,
  ShownText,
  ValidationMessage,
} from "./errors.ts";

describe("error codes", () => {
  it("are the spec's known codes, each its own value", () => {
    expect(ErrorCode).toEqual({
      IS_XML_AUTO_PUBLISH_NOT_ALLOWED: "IS_XML_AUTO_PUBLISH_NOT_ALLOWED",
      USER_HAS_NO_PACKAGES_AVAILABLE: "USER_HAS_NO_PACKAGES_AVAILABLE",
      NOT_ENOUGH_CREDITS_TOLL_CATEGORY: "NOT_ENOUGH_CREDITS_TOLL_CATEGORY",
      USER_FORBIDDEN: "USER_FORBIDDEN",
      FORBIDDEN: "FORBIDDEN",
      PAYMENT_REQUIRED: "PAYMENT_REQUIRED",
      USER_NO_LOCAL_PHONE: "USER_NO_LOCAL_PHONE",
    });
  });

  it("message types are GENERAL_ERROR and GENERAL_SUCCESS", () => {
    expect(MessageType).toEqual({ GENERAL_ERROR: "GENERAL_ERROR", GENERAL_SUCCESS: "GENERAL_SUCCESS" });
  });
});

describe("a failed lot status change", () => {
  it("opens the contacts modal when the user is forbidden or has no local phone", () => {
    expect(lotStatusErrorReaction("USER_FORBIDDEN")).toBe("openContacts");
    expect(lotStatusErrorReaction("USER_NO_LOCAL_PHONE")).toBe("openContacts");
  });

  it("refreshes the wallet when credits for a toll category are missing", () => {
    expect(lotStatusErrorReaction("NOT_ENOUGH_CREDITS_TOLL_CATEGORY")).toBe("refreshWallet");
  });

  it("shows a general error otherwise", () => {
    expect(lotStatusErrorReaction("FORBIDDEN")).toBe("generalError");
    expect(lotStatusErrorReaction("PAYMENT_REQUIRED")).toBe("generalError");
    expect(lotStatusErrorReaction("anything else")).toBe("generalError");
  });
});

describe("texts", () => {
  it("messaging messages are verbatim", () => {
    expect(MessagingError).toEqual({
      tooManyRequests: "Too many requests",
      notThreadParticipant: "Not thread participant",
      invalidMessage: "Invalid message",
      threadAlreadyExists: "Thread already exists",
      invalidParameters: "Invalid parameters",
    });
  });

  it("validation messages of both specs are verbatim", () => {
    expect(ValidationMessage).toEqual({
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
    });
  });

  it("shown texts are verbatim, typos included", () => {
    expect(ShownText).toEqual({
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
    });
  });
});
