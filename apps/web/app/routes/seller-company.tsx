import { isLanguage } from "@tirgus/domain/languages";
import { loadSellerPage } from "../features/seller-page/seller-data";
import { SellerView } from "../features/seller-page/seller-view";
import { getApi } from "../lib/api-client";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import type { Route } from "./+types/seller-company";

/** `/{lang}/company/{id}`: a company's public page with its card and published lots. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  return loadSellerPage(getApi(context), params.lang, "company", params.id, new URL(url));
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function SellerCompany({ loaderData }: Route.ComponentProps) {
  return <SellerView seller={loaderData} />;
}
