import type { ReactNode } from "react";
import { Link } from "react-router";
import { dictionaryLoadFailedMessage, useI18n } from "../../lib/i18n";
import { homePath } from "../../lib/language";
import { Seo } from "../../lib/seo";

function ErrorLayout({
  code,
  title,
  text,
  children,
}: {
  code: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const { t, lang } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-28">
      <Seo title={title} description={text} noindex />
      <p className="text-7xl font-bold tracking-tight text-accent/90" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      {children}
      <Link
        to={homePath(lang)}
        className="mt-8 inline-flex h-11 items-center rounded-xl bg-accent px-5 font-medium text-accent-fg hover:bg-accent-hover"
      >
        {t("Go to the home page")}
      </Link>
    </section>
  );
}

/** The not-found view (HTTP 404). */
export function NotFoundView() {
  const { t } = useI18n();
  return (
    <ErrorLayout
      code="404"
      title={t("Page not found")}
      text={t("The page you are looking for does not exist or has been moved.")}
    />
  );
}

/** The forbidden view (HTTP 403): a blocked lot, to anyone but its owner (spec 1 section 8). */
export function ForbiddenView() {
  const { t } = useI18n();
  return (
    <ErrorLayout
      code="403"
      title={t("FORBIDDEN")}
      text={t("This classified has been blocked and cannot be viewed.")}
    />
  );
}

/** The server-error view (HTTP 5xx, or the dictionary did not load). */
export function ServerErrorView({ error }: { error?: unknown }) {
  const { t } = useI18n();
  const detail =
    error instanceof Error && error.message === dictionaryLoadFailedMessage ? error.message : null;
  return (
    <ErrorLayout code="500" title={t("Something went wrong")} text={t("Please try again in a moment.")}>
      {detail && <p className="mt-2 text-sm text-muted">{t("We have problem with status")}</p>}
    </ErrorLayout>
  );
}
