import type { APIRequestContext } from "@playwright/test";
import { expect } from "./support.ts";

/** Helpers of the account journeys: unique identities and the server's dev outbox (mail and SMS). */

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** A Latvian mobile number nobody else in this run uses. */
export const uniquePhone = () => `2${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

/** The newest outbox message to an address or number, waiting for it to arrive. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  containing: RegExp,
): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await answer.json()) as { content: { data: { text: string }[] } };
      text = body.content.data.find((message) => containing.test(message.text))?.text ?? "";
      return text;
    })
    .not.toBe("");
  return text;
}
