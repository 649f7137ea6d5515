import { useI18n } from "../../lib/i18n";
import type { PartnerView } from "./home-categories";

/** Partners of the marketplace (spec 1 section 2, home and landings): their logo and a line about them. */
export function PartnersStrip({ partners }: { partners: readonly PartnerView[] }) {
  const { t } = useI18n();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-[1440px] px-4 py-8 lg:px-6">
      <h2 id="partners-title" className="mb-4 text-xl font-semibold tracking-tight">
        {t("Partners")}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {partners.map((partner) => (
          <li key={partner.id}>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener sponsored"
              className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/50"
            >
              {/* The logo is the partner's wordmark, so it carries the name; its colours are made for a light
                  ground, which it keeps in the dark theme. */}
              <img
                src={partner.logo}
                alt={partner.name}
                width={180}
                height={40}
                loading="lazy"
                className="box-content h-10 w-auto self-start rounded-lg dark:bg-white dark:px-2 dark:py-1"
              />
              <span className="text-sm text-muted">{partner.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
