import { aiDescriptionLabels } from "@tirgus/domain/lot-form";
import { aiLabelDotMs, aiLabelStepMs } from "@tirgus/domain/timing";

/**
 * The AI button's running label after `elapsedMs` (spec 2 sections 4 and 9): Analyzing, Thinking, Generating,
 * one every 1500 ms, staying on the last; one to three dots, one more every 800 ms.
 */
export function aiRunningLabel(elapsedMs: number): { label: string; dots: string } {
  const step = Math.min(Math.floor(elapsedMs / aiLabelStepMs), aiDescriptionLabels.length - 1);
  const dots = (Math.floor(elapsedMs / aiLabelDotMs) % 3) + 1;
  return { label: aiDescriptionLabels[step] ?? aiDescriptionLabels[0], dots: ".".repeat(dots) };
}
