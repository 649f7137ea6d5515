import { z } from "zod";
import type { DescriptionFacts, Descriptions, DescriptionWriter } from "./writer.ts";

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const descriptionsSchema = z.object({ lv: z.string().min(1).max(2000), ru: z.string().min(1).max(2000) });

const instructions =
  "You write classified ads for a Latvian marketplace. From the facts given as JSON, write one natural, " +
  "honest description in Latvian (lv) and one in Russian (ru), 60 to 120 words each, with no facts that are " +
  'not given. Answer only with JSON: {"lv": "...", "ru": "..."}.';

/**
 * A language model behind an OpenAI-compatible chat completions API (AI_API_URL, AI_API_KEY, AI_MODEL): OpenAI
 * itself, or a self-hosted model that speaks the same API. A failure throws; the route answers it as unavailable.
 */
export function openAiDescriptionWriter(
  url: string,
  key: string | undefined,
  model: string,
  timeoutMs = 30_000,
): DescriptionWriter {
  return {
    async write(facts: DescriptionFacts): Promise<Descriptions> {
      const response = await fetch(`${url.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({
          model,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: instructions },
            { role: "user", content: JSON.stringify(facts) },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Description model answered ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      return descriptionsSchema.parse(JSON.parse(answer.choices[0]?.message.content ?? ""));
    },
  };
}
