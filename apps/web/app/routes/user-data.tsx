import { isLanguage } from "@tirgus/domain/languages";
import { type FoundUser, Role } from "@tirgus/domain/users";
import { UserSearch } from "../features/impersonation/user-search";
import { getApi } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Me } from "../lib/session";
import type { Route } from "./+types/user-data";

/** `/{lang}/user-data`: impersonation, for admins only; anyone else finds nothing here. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  const api = getApi(context);
  const me = await api.get<Me>("/api/me", undefined, { silent: true }).catch(() => null);
  if (me?.role !== Role.admin) throw notFound();
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, 255);
  if (query === "") return { query, found: null };
  const found = await api
    .list<FoundUser>("/api/admin/users", { query }, { silent: true })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400) return { count: 0, data: [] };
      throw error;
    });
  return { query, found: found.data };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function UserData({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo title={t("Sign in as a user")} description={t("Sign in as a user")} noindex />
      <UserSearch query={loaderData.query} found={loaderData.found} />
    </>
  );
}
