import { wholePictures } from "@tirgus/domain/hidden-pictures";
import type { Language } from "@tirgus/domain/languages";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { defaultEndInterval } from "@tirgus/domain/lot-lifecycle";
import type { LotStatusId } from "@tirgus/domain/lots";
import { mediaUrl } from "@tirgus/domain/media";
import { type EndDateOptionName, isEndDateOption } from "@tirgus/domain/periods";
import { mediaBase } from "../lot-card/card-view";
import { priceViewOf } from "../lot-page/lot-route";

/** What the publish page shows of a lot, in the page's language. */
export type PublishLot = {
  id: number;
  title: string;
  href: string;
  picture: string | null;
  category: string;
  price: string | null;
  status: LotStatusId;
  endDate: string | null;
  xmlImported: boolean;
  /** The end interval chosen for this lot before, or the default of a new lot. */
  endInterval: EndDateOptionName;
};

/**
 * The publish page's lot: `GET /api/lots/{id}` as its owner sees it, and the end interval the wizard's form
 * (`GET /api/lots/{id}/form`) holds for it.
 */
export function publishLotOf(lot: LotDetail, lang: Language, endInterval: string | null): PublishLot {
  const text = (pair: { lv: string; ru: string }) => (lang === "ru" ? pair.ru : pair.lv);
  const [cover] = wholePictures(lot.files);
  return {
    id: lot.id,
    title: text(lot.title),
    href: text(lot.frontUrl),
    picture: cover
      ? mediaUrl({
          cdn: mediaBase,
          storageId: cover.storageId,
          size: "aspect43",
          rotation: cover.rotation ?? 0,
          format: "webp",
        })
      : null,
    category: [...lot.category.parents, lot.category].map((step) => step.name[lang]).join(" › "),
    price: priceViewOf(lot, lang)?.text ?? null,
    status: lot.status as LotStatusId,
    endDate: lot.endDate,
    xmlImported: lot.xmlImported,
    endInterval: isEndDateOption(endInterval) ? endInterval : defaultEndInterval,
  };
}
