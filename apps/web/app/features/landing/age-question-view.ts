import { splitView } from "../../lib/split-view";

/**
 * What an adult landing, listing or lot page asks first, until the visitor answers: few visitors see it, so it
 * loads apart, in a chunk of its own (a static import by one route kept it in that route's chunk).
 */
export const ageQuestionView = splitView("features/landing/age-question.tsx", () =>
  import("./age-question").then((module) => module.AgeQuestion),
);
