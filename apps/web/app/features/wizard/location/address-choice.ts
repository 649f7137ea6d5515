import { ValidationMessage } from "@tirgus/domain/errors";

/*
 * The address box's rule (spec 2 section 5): an address counts only when chosen from the options; leaving the
 * box with text that is not the chosen option's label says "Please select value from the list!".
 */

/** Whether leaving the box with `text` leaves it without a choice: some text, and not the chosen label. */
export const leftUnchosen = (text: string, chosenLabel: string | null): boolean =>
  text.trim() !== "" && text !== chosenLabel;

/** The message under the box: the unchosen text's first, else the form's own problem (a missing location). */
export const addressProblem = (unchosen: boolean, problem: string | null): string | null =>
  unchosen ? ValidationMessage.selectFromList : problem;
