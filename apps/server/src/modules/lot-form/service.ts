import type { ApiMessage } from "@tirgus/domain/api-contract";
import { allowedDeliveryOptions } from "@tirgus/domain/delivery";
import { ErrorCode, ShownText, ValidationMessage } from "@tirgus/domain/errors";
import { emptyLotForm, titleFromDescription } from "@tirgus/domain/lot-form";
import type { LotForm, LotFormPatch, LotFormState, MarketPrice } from "@tirgus/domain/lot-form-api";
import { formFilterValues, storeFilterValues } from "@tirgus/domain/lot-form-values";
import { defaultEndInterval, ownerEditableStatuses } from "@tirgus/domain/lot-lifecycle";
import { LotStatus, type LotStatusId, ModerationStatus } from "@tirgus/domain/lots";
import { isWebAddress } from "@tirgus/domain/patterns";
import { PriceChangeMessage, pricesChanged } from "@tirgus/domain/price-changes";
import { parsePrice, validatePrices } from "@tirgus/domain/prices";
import { OwnerType } from "@tirgus/domain/users";
import { offersWinterBeaterChoice } from "@tirgus/domain/winter-beater";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import {
  activePublishRules,
  type LockedLot,
  lockLot,
  publishingOwner,
  recordStatusChange,
  updateLot,
} from "../lot-lifecycle/repository.ts";
import { heldBy } from "../lot-lifecycle/service.ts";
import { lotMarketPrice } from "../lots/market-price.ts";
import { countPriceChange } from "../lots/price-changes.ts";
import { attachFiles } from "../media/upload-repository.ts";
import { type FormCategory, formCategory } from "./category-rules.ts";
import {
  companyOf,
  defaultEndIntervalOf,
  insertDraft,
  regionAndStreetAgree,
  type StoredLot,
  storedLot,
  updateLotContent,
} from "./repository.ts";

/** The lifecycle's rule, shared with my items' Edit button: blocked and pending lots wait for moderators. */
const editableStatuses: ReadonlySet<number> = new Set(ownerEditableStatuses);

const wrong = (field: string, message: string = ValidationMessage.wrongValue) =>
  new ApiError(400, [{ message, field }]);

/** The form of a new lot before the seller fills anything in. */
async function emptyForm(pool: pg.Pool, ownerId: number): Promise<LotForm> {
  return emptyLotForm(null, (await defaultEndIntervalOf(pool, ownerId)) ?? defaultEndInterval);
}

/** `POST /api/lots`: a new draft of the signed-in user from the fields given (at least the category). */
export async function createLot(
  pool: pg.Pool,
  ownerId: number,
  patch: LotFormPatch,
  now: Date,
): Promise<LotFormState> {
  if (!patch.category) throw wrong("category", HttpMessage.required);
  const form = { ...(await emptyForm(pool, ownerId)), ...patch };
  const checked = await checkForm(pool, ownerId, form, now);
  const id = await inTransaction(pool, async (client) => {
    const lotId = await insertDraft(client, checked.lot);
    await attachFiles(client, lotId, form.files, ownerId);
    return lotId;
  });
  return {
    id,
    status: LotStatus.draft,
    form: checked.form,
    readyForPublish: checked.issues.length === 0,
    issues: checked.issues,
  };
}

/**
 * `PATCH /api/lots/{id}`: the owner changes the fields sent; the others stay as they are. New prices of a lot
 * that has gone public take one of its price changes, unless they correct the last one (lots/price-changes.ts):
 * with none left the whole save is refused at the prices, 403.
 */
export async function editLot(
  pool: pg.Pool,
  ownerId: number,
  lotId: number,
  patch: LotFormPatch,
  now: Date,
): Promise<LotFormState> {
  return inTransaction(pool, async (client) => {
    const stored = await editableLot(client, lotId, ownerId, true);
    const current = await formOf(pool, stored);
    // A new category takes a new action (spec 2 section 4: the action is reset when the category changes).
    const categoryChanged = patch.category !== undefined && patch.category !== current.category;
    const form = { ...current, ...(categoryChanged ? { action: null } : {}), ...patch };
    const checked = await checkForm(pool, ownerId, form, now);
    if (
      pricesChanged(stored.prices, checked.lot.prices) &&
      (await countPriceChange(client, lotId, { corrections: true })) === "none left"
    )
      throw new ApiError(403, [{ message: PriceChangeMessage.noneLeft, field: "prices" }]);
    const before = stored.status === LotStatus.published ? await lockLot(client, lotId) : null;
    await updateLotContent(client, lotId, checked.lot);
    if (patch.files) await attachFiles(client, lotId, patch.files, ownerId);
    const status = before ? await recheckPublishRules(client, before, ownerId, now) : stored.status;
    return {
      id: lotId,
      status,
      form: checked.form,
      readyForPublish: checked.issues.length === 0,
      issues: checked.issues,
    };
  });
}

/**
 * A published lot edited into something the publish rules hold (a banned word, a category that needs approval)
 * waits for a moderator again, as publishing it would have (decision 0028). Only rules the edit newly meets
 * count: what a moderator already approved, or the owner's standing (first lots, hidden), does not hold it.
 */
async function recheckPublishRules(
  client: pg.PoolClient,
  before: LockedLot,
  ownerId: number,
  now: Date,
): Promise<LotStatusId> {
  const after = await lockLot(client, before.id);
  if (!after) return before.status;
  const owner = await publishingOwner(client, ownerId, before.id);
  const rules = await activePublishRules(client);
  const heldBefore = new Set(heldBy(rules, before, owner));
  const newlyHeld = heldBy(rules, after, owner).filter((code) => !heldBefore.has(code));
  if (newlyHeld.length === 0) return after.status;
  await updateLot(client, before.id, {
    status: LotStatus.pending_publish,
    moderationStatus: ModerationStatus.pending_review,
    endDate: null,
  });
  await recordStatusChange(client, {
    lotId: before.id,
    from: after.status,
    to: LotStatus.pending_publish,
    action: "edit",
    actorId: ownerId,
    actorRole: "owner",
    reasonCode: newlyHeld.join(","),
    at: now,
  });
  return LotStatus.pending_publish;
}

/** `GET /api/lots/{id}/form`: the owner's lot as the wizard edits it. */
export async function lotFormState(
  pool: pg.Pool,
  ownerId: number,
  lotId: number,
  now: Date,
): Promise<LotFormState> {
  const stored = await editableLot(pool, lotId, ownerId);
  const form = await formOf(pool, stored);
  const checked = await checkForm(pool, ownerId, form, now);
  return {
    id: lotId,
    status: stored.status,
    form,
    readyForPublish: checked.issues.length === 0,
    issues: checked.issues,
  };
}

/** `GET /api/lots/{id}/market-price`: the prices of published lots like the owner's lot (a draft too). */
export async function marketPriceOf(pool: pg.Pool, ownerId: number, lotId: number): Promise<MarketPrice> {
  await editableLot(pool, lotId, ownerId);
  const market = await lotMarketPrice(pool, lotId);
  if (!market) throw new ApiError(404, HttpMessage.notFound);
  return market;
}

/** The owner's lot if they may edit it; `lock` holds its row until the caller's transaction ends. */
async function editableLot(
  db: pg.Pool | pg.PoolClient,
  lotId: number,
  ownerId: number,
  lock = false,
): Promise<StoredLot> {
  const lot = await storedLot(db, lotId, lock);
  if (!lot || lot.status === LotStatus.deleted) throw new ApiError(404, HttpMessage.notFound);
  if (lot.ownerId !== ownerId) throw new ApiError(403, ErrorCode.FORBIDDEN);
  if (lot.xmlImported) throw new ApiError(403, ShownText.feedLotNotEditable);
  if (!editableStatuses.has(lot.status)) throw new ApiError(403, ErrorCode.FORBIDDEN);
  return lot;
}

/** The stored lot in the form's shape. */
async function formOf(pool: pg.Pool, lot: StoredLot): Promise<LotForm> {
  const category = await formCategory(pool, lot.categoryId);
  const texts = (language: "lv" | "ru") => lot.texts[language]?.text;
  return {
    category: lot.categoryId,
    action: lot.actionId,
    adFilterValues: category ? formFilterValues(category.filters, lot.filters) : {},
    adTexts: Object.fromEntries(
      (["lv", "ru"] as const).flatMap((language) => {
        const text = texts(language);
        return text ? [[language, { text }]] : [];
      }),
    ),
    adLocation:
      lot.regionId === null && lot.lat === null
        ? null
        : {
            region: lot.regionId,
            street: lot.streetId,
            building: lot.buildingNumber,
            coordinateX: lot.lng,
            coordinateY: lot.lat,
            accurateCoordinates: lot.accurateCoordinates,
          },
    website: lot.website,
    endDate: lot.endInterval ?? defaultEndInterval,
    files: lot.fileIds,
    prices: priceTexts(lot.prices),
    vatIncluded: lot.vatIncluded,
    offersAllowed: lot.offersAllowed,
    priceNegotiable: lot.priceNegotiable,
    winterBeater: lot.winterBeater,
    publishAs: { owner: lot.companyId === null ? "me" : "company" },
    deliveryOptions: lot.deliveryOptions as LotForm["deliveryOptions"],
  };
}

type CheckedForm = {
  form: LotForm;
  lot: Omit<StoredLot, "fileIds" | "status" | "xmlImported">;
  issues: ApiMessage[];
};

/**
 * The form checked against the rules of spec 2 section 5: a value no rule accepts throws 400 with its field;
 * what is missing comes back as issues (a draft may be incomplete). Returns the columns to store.
 */
async function checkForm(pool: pg.Pool, ownerId: number, form: LotForm, now: Date): Promise<CheckedForm> {
  const category = form.category === null ? null : await formCategory(pool, form.category);
  if (!category?.acceptsLots) throw wrong("category");
  const issues: ApiMessage[] = [];
  const action = checkAction(category, form, issues);
  const filters = storeFilterValues(category.filters, form.adFilterValues, now);
  const [firstWrong] = filters.wrong;
  if (firstWrong) throw wrong(firstWrong.field, firstWrong.message);
  issues.push(...filters.missing);
  const texts = checkTexts(form, issues);
  const location = await checkLocation(pool, form, issues);
  if (form.website && !isWebAddress(form.website)) throw wrong("website", ValidationMessage.invalidData);
  const prices = checkPrices(category, action, form, issues);
  const companyId = form.publishAs.owner === "company" ? await companyOf(pool, ownerId) : null;
  if (form.publishAs.owner === "company" && companyId === null) throw wrong("publishAs", ErrorCode.FORBIDDEN);
  const first = prices[0];
  const categoryPath = [...category.detail.parents.map((parent) => parent.id), category.detail.id];
  const winterBeater =
    form.winterBeater &&
    offersWinterBeaterChoice({
      categoryPath,
      action,
      owner: companyId === null ? "me" : "company",
      firstPrice: first ? String(first.valueCents / 100) : undefined,
    });
  const cleanForm = {
    ...form,
    action,
    adFilterValues: formFilterValues(category.filters, filters.stored),
    prices: priceTexts(prices),
    winterBeater,
    // A flat is not sent to a parcel locker: the category's options only.
    deliveryOptions: allowedDeliveryOptions(categoryPath, form.deliveryOptions),
  };
  return {
    form: { ...cleanForm, vatIncluded: companyId !== null && form.vatIncluded },
    issues,
    lot: {
      categoryId: category.detail.id,
      actionId: action,
      ownerId,
      ownerType: companyId === null ? OwnerType.personal : OwnerType.company,
      companyId,
      texts,
      prices,
      filters: filters.stored,
      ...location,
      website: form.website || null,
      deliveryOptions: cleanForm.deliveryOptions,
      offersAllowed: form.offersAllowed,
      priceNegotiable: form.priceNegotiable,
      // Kept only while the rule offers the choice: a price raised to 3000 or more drops it.
      winterBeater,
      // The vat-included option is for companies only (spec 2 section 4).
      vatIncluded: companyId !== null && form.vatIncluded,
      endInterval: form.endDate,
    },
  };
}

/** Stored prices as the form shows them: separators gone, a dot for decimals ("12500.5"). */
const priceTexts = (prices: StoredLot["prices"]): LotForm["prices"] =>
  Object.fromEntries(
    prices.map((price) => [String(price.priceTypeId), { value: String(price.valueCents / 100) }]),
  );

/** The only action of a category is chosen for the seller; with several, one must be chosen. */
function checkAction(category: FormCategory, form: LotForm, issues: ApiMessage[]): number | null {
  const actions = category.detail.actions;
  if (form.action === null) {
    if (actions.length === 1) return actions[0]?.id ?? null;
    issues.push({ message: ValidationMessage.mustChooseAction, field: "action" });
    return null;
  }
  if (!actions.some((action) => action.id === form.action)) throw wrong("action");
  return form.action;
}

/** At least one description (spec 2 section 5); each language's title is its text's first line. */
function checkTexts(form: LotForm, issues: ApiMessage[]): StoredLot["texts"] {
  const lv = form.adTexts.lv?.text.trim() ?? "";
  const ru = form.adTexts.ru?.text.trim() ?? "";
  if (lv === "" && ru === "")
    issues.push({ message: ValidationMessage.thisFieldRequired, field: "adTexts.lv" });
  const entry = (text: string) => (text === "" ? {} : { title: titleFromDescription(text), text });
  return { lv: entry(lv), ru: entry(ru) };
}

async function checkLocation(pool: pg.Pool, form: LotForm, issues: ApiMessage[]) {
  const location = form.adLocation;
  const hasPoint = typeof location?.coordinateX === "number" && typeof location?.coordinateY === "number";
  if (!location || (location.region === null && !hasPoint)) {
    issues.push({ message: ValidationMessage.thisFieldRequired, field: "adLocation" });
    return {
      regionId: null,
      streetId: null,
      buildingNumber: null,
      lat: null,
      lng: null,
      accurateCoordinates: false,
    };
  }
  const streetId = location.street ?? null;
  if (location.region !== null && !(await regionAndStreetAgree(pool, location.region, streetId)))
    throw wrong("adLocation");
  return {
    regionId: location.region,
    streetId,
    buildingNumber: location.building || null,
    lat: hasPoint ? (location.coordinateY ?? null) : null,
    lng: hasPoint ? (location.coordinateX ?? null) : null,
    accurateCoordinates: hasPoint && (location.accurateCoordinates ?? false),
  };
}

/** The action's price types in order; a filled-in price must be valid, and one at least is needed. */
function checkPrices(
  category: FormCategory,
  actionId: number | null,
  form: LotForm,
  issues: ApiMessage[],
): StoredLot["prices"] {
  const priceTypes = category.detail.actions.find((action) => action.id === actionId)?.priceTypes ?? [];
  const known = new Set(priceTypes.map((type) => String(type.id)));
  const unknown = Object.keys(form.prices).find((id) => !known.has(id));
  if (unknown) throw wrong(`prices.${unknown}`);
  if (priceTypes.length === 0) return [];
  const texts = priceTypes.map((type) => form.prices[String(type.id)]?.value ?? "");
  const validation = validatePrices(texts);
  validation.fields.forEach((message, index) => {
    const field = `prices.${priceTypes[index]?.id}`;
    if (message === ValidationMessage.fieldRequired) issues.push({ message, field });
    else if (message) throw wrong(field, message);
  });
  if (validation.form) issues.push({ message: validation.form, field: "prices" });
  return priceTypes.flatMap((type, index) => {
    const euros = parsePrice(texts[index] ?? "");
    return euros === null ? [] : [{ priceTypeId: type.id, valueCents: Math.round(euros * 100) }];
  });
}
