import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { allowedDeliveryOptions } from "@tirgus/domain/delivery";
import { formatPrice } from "@tirgus/domain/format";
import type { LotFile } from "@tirgus/domain/lot-detail-api";
import {
  adTextLanguages,
  titleFromDescription,
  WizardStep,
  type WizardStepId,
} from "@tirgus/domain/lot-form";
import { parsePrice } from "@tirgus/domain/prices";
import type { ReactNode } from "react";
import { useI18n } from "../../../lib/i18n";
import { DeliveryOptions } from "../../lot-page/around-the-lot";
import { Gallery } from "../../lot-page/gallery/gallery";
import { PriceNegotiableBadge } from "../../lot-page/lot-price";
import { LotMap } from "../../map/lot-map";
import { CategoryBreadcrumb } from "../category/category-step";
import { linkButtonClass } from "../form/fields";
import { useWizard } from "../form/wizard-context";
import { usePriceTypes } from "../price/price-step";
import { activeUntilText } from "../specification/end-date-field";
import { isAdvancedFilter, isTopFilter } from "../specification/filter-values";
import { filterValueText } from "./filter-text";

/** A block of the preview with its link back to the step that fills it. */
function Block({ title, step, children }: { title: string; step: WizardStepId; children: ReactNode }) {
  const { t } = useI18n();
  const { goTo } = useWizard();
  return (
    <section className="flex flex-col gap-3 border-line border-t pt-4 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <button type="button" className={`${linkButtonClass} text-sm`} onClick={() => goTo(step)}>
          {t("Edit")}
        </button>
      </div>
      {children}
    </section>
  );
}

/** The labels the specification step gives the two descriptions (the same translation keys). */
const descriptionLabels = { lv: "Description in Latvian", ru: "Description in Russian" } as const;

/** The title, the description's first line: its edit link opens the specification step, where that text is. */
function PreviewTitle({ title }: { title: string }) {
  const { t } = useI18n();
  const { goTo } = useWizard();
  return (
    <div className="flex items-start justify-between gap-3">
      <h2 className="font-bold text-2xl tracking-tight" data-testid="preview-title">
        {title}
      </h2>
      <button
        type="button"
        className={`${linkButtonClass} shrink-0 pt-1.5 text-sm`}
        onClick={() => goTo(WizardStep.specification)}
      >
        {t("Edit")}
      </button>
    </div>
  );
}

function FilterValues({ filters }: { filters: readonly CategoryFilter[] }) {
  const { lang } = useI18n();
  const { form } = useWizard();
  const shown = filters.flatMap((link) => {
    const value = form.adFilterValues[link.filter.id];
    const text = value === undefined ? "" : filterValueText(link, value, lang);
    return text === "" ? [] : [{ link, text }];
  });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
      {shown.map(({ link, text }) => (
        <div key={link.filter.id} className="contents">
          <dt className="text-muted">{link.filter.name[lang]}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Prices() {
  const { lang } = useI18n();
  const { form } = useWizard();
  const priceTypes = usePriceTypes();
  return (
    <ul className="flex flex-col gap-1">
      {priceTypes.flatMap((type) => {
        const euros = parsePrice(form.prices[type.id]?.value ?? "");
        return euros === null
          ? []
          : [
              <li key={type.id} className="flex gap-3">
                <span className="text-muted">{type.name[lang]}</span>
                <strong className="text-lg">{formatPrice(euros)}</strong>
              </li>,
            ];
      })}
    </ul>
  );
}

/**
 * Step 5 (spec 2 section 2): the lot as it will be published, block by block with its edit link: breadcrumb,
 * title (the description's first line, 80 characters at most), pictures, specification, both descriptions,
 * advanced values, the map when the point is exact, prices, "Active until".
 */
export function PreviewStep({ files, hasPriceStep }: { files: readonly LotFile[]; hasPriceStep: boolean }) {
  const { t, lang } = useI18n();
  const { form, category, draft, mapTiles } = useWizard();
  // The title a reader of this page's language will see: their text's first line, else the other one's.
  const texts = lang === "ru" ? [form.adTexts.ru, form.adTexts.lv] : [form.adTexts.lv, form.adTexts.ru];
  const title = titleFromDescription(texts.find((text) => text?.text.trim())?.text ?? "");
  const filters = category?.filters ?? [];
  const location = form.adLocation;
  const exact = location?.accurateCoordinates && location.coordinateX != null && location.coordinateY != null;
  return (
    <article className="flex flex-col gap-5" data-testid="wizard-preview">
      <Block title={t("Category")} step={WizardStep.category}>
        {category && <CategoryBreadcrumb category={category} action={form.action} />}
      </Block>
      <PreviewTitle title={title} />
      <Block title={t("Photos and video")} step={WizardStep.media}>
        {draft.id !== null && files.length > 0 && <Gallery lotId={draft.id} title={title} files={files} />}
      </Block>
      <Block title={t("Specification")} step={WizardStep.specification}>
        <FilterValues filters={filters.filter(isTopFilter)} />
        {adTextLanguages.map((language) => {
          const text = form.adTexts[language]?.text ?? "";
          return text.trim() === "" ? null : (
            <div
              key={language}
              className="flex flex-col gap-1"
              data-testid={`preview-description-${language}`}
            >
              <h4 className="text-muted text-sm">{t(descriptionLabels[language])}</h4>
              <p lang={language} className="whitespace-pre-line">
                {text}
              </p>
            </div>
          );
        })}
        {exact && location && (
          <LotMap
            lot={{
              id: draft.id ?? 0,
              href: "",
              title,
              price: null,
              image: null,
              location: { lat: location.coordinateY ?? 0, lng: location.coordinateX ?? 0, accurate: true },
            }}
            place={null}
            tiles={mapTiles}
          />
        )}
        <p className="text-sm">
          {t("Active until")} <strong>{activeUntilText(form.endDate, new Date())}</strong>
        </p>
      </Block>
      {filters.some(isAdvancedFilter) && (
        <Block title={t("Advanced")} step={WizardStep.advanced}>
          <FilterValues filters={filters.filter(isAdvancedFilter)} />
        </Block>
      )}
      {hasPriceStep && (
        <Block title={t("Price")} step={WizardStep.price}>
          <Prices />
          {form.priceNegotiable && <PriceNegotiableBadge />}
          <DeliveryOptions options={allowedDeliveryOptions(category?.path ?? [], form.deliveryOptions)} />
        </Block>
      )}
    </article>
  );
}
