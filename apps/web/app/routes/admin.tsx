import { isLanguage } from "@tirgus/domain/languages";
import { Role } from "@tirgus/domain/users";
import { AdminArea } from "../features/admin/admin-area";
import { adminPlace, loadAdminPage } from "../features/admin/admin-data";
import { getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Me } from "../lib/session";
import type { Route } from "./+types/admin";

/** `/{lang}/admin`: moderation, for admins only; anyone else finds nothing here (as on the impersonation page). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = params.lang;
  if (!isLanguage(lang)) throw notFound();
  const api = getApi(context);
  const me = await api.get<Me>("/api/me", undefined, { silent: true }).catch(() => null);
  if (me?.role !== Role.admin) throw notFound();
  return loadAdminPage(api, adminPlace(url.searchParams), lang);
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo title={t("Moderation")} description={t("Moderation")} noindex />
      <AdminArea data={loaderData} />
    </>
  );
}
