import { splitView } from "../../lib/split-view";

/**
 * What an adult category's landing or lot page asks first, until the visitor answers: few visitors see it, so
 * it loads apart from both routes.
 */
export const ageQuestionView = splitView("features/landing/age-question.tsx", () =>
  import("./age-question").then((module) => module.AgeQuestion),
);
