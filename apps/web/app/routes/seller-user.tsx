import { isLanguage } from "@tirgus/domain/languages";
import { loadSellerPage } from "../features/seller-page/seller-data";
import { SellerView } from "../features/seller-page/seller-view";
import { getApi } from "../lib/api-client";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import type { Route } from "./+types/seller-user";

/** `/{lang}/user/{user}`: a user's public page with the lots they sell as a private person. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  return loadSellerPage(getApi(context), params.lang, "user", params.user, new URL(url));
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function SellerUser({ loaderData }: Route.ComponentProps) {
  return <SellerView seller={loaderData} />;
}
