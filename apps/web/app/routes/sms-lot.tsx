import { CookieKey } from "@tirgus/domain/languages";
import { redirect } from "react-router";
import { fetchLot } from "../features/lot-page/lot-route";
import { getApi } from "../lib/api-client";
import { readCookie } from "../lib/cookies";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import type { Route } from "./+types/sms-lot";

const smsLotPath = /^!(\d{1,15})$/;

/**
 * `/sms/!{id}`: the short address text messages carry (spec 1 section 2) opens the lot's page, in the
 * visitor's language (its cookie), Latvian otherwise, with the address's query. Unknown lots are not found, blocked ones forbidden.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const id = smsLotPath.exec(params["*"] ?? "")?.[1];
  if (!id) throw notFound();
  const lot = await fetchLot(getApi(context), Number(id));
  const russian = readCookie(request.headers.get("cookie"), CookieKey.language) === "ru";
  // The query goes along: `?fullscreen=1` opens the gallery there as it would here.
  // The lot's one address, as the lot page's own wrong addresses are sent there (301).
  throw redirect((russian ? lot.frontUrl.ru : lot.frontUrl.lv) + url.search, 301);
}

// A component keeps this a page route (a route without one would be a resource route).
export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function SmsLot() {
  return null;
}
