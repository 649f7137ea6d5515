import { TransportPreset } from "@tirgus/domain/presets";
import type { PresetOfferSeed } from "./types.ts";

/*
 * The preset offer carousels of the special landings (spec 1 sections 2 and 9): transport, real estate and
 * electronics. Keys of the transport and real-estate carousels are the names in @tirgus/domain/presets, and
 * the price and mileage bands come from there. Car carousels list cars for sale: a rented car's price is per
 * day and would not fit a price band.
 */

const transport: PresetOfferSeed[] = [
  {
    id: 1,
    key: "carsUnder5000",
    category: "cars",
    titles: { lv: "Auto līdz 5 000 €", ru: "Авто до 5 000 €", en: "Cars under €5,000" },
    search: { action: "sell", priceEur: TransportPreset.carsUnder5000.priceEur },
  },
  {
    id: 2,
    key: "cars5000To15000",
    category: "cars",
    titles: { lv: "Auto no 5 000 līdz 15 000 €", ru: "Авто от 5 000 до 15 000 €", en: "Cars €5,000–15,000" },
    search: { action: "sell", priceEur: TransportPreset.cars5000To15000.priceEur },
  },
  {
    id: 3,
    key: "cars15000To25000",
    category: "cars",
    titles: {
      lv: "Auto no 15 000 līdz 25 000 €",
      ru: "Авто от 15 000 до 25 000 €",
      en: "Cars €15,000–25,000",
    },
    search: { action: "sell", priceEur: TransportPreset.cars15000To25000.priceEur },
  },
  {
    id: 4,
    key: "mileageUnder100000",
    category: "cars",
    titles: {
      lv: "Nobraukums līdz 100 000 km",
      ru: "Пробег до 100 000 км",
      en: "Under 100,000 km on the clock",
    },
    search: { action: "sell", filters: { mileage: TransportPreset.mileageUnder100000.mileageKm } },
  },
  {
    id: 5,
    key: "mileage100000To200000",
    category: "cars",
    titles: {
      lv: "Nobraukums 100 000–200 000 km",
      ru: "Пробег 100 000–200 000 км",
      en: "100,000–200,000 km on the clock",
    },
    search: { action: "sell", filters: { mileage: TransportPreset.mileage100000To200000.mileageKm } },
  },
  {
    id: 6,
    key: "ownerCars",
    category: "cars",
    titles: { lv: "Auto no īpašniekiem", ru: "Авто от владельцев", en: "Cars sold by their owners" },
    search: { action: "sell", ownerType: "personal" },
  },
  {
    id: 7,
    key: "suv",
    category: "cars",
    titles: { lv: "Apvidus auto", ru: "Внедорожники", en: "SUVs" },
    search: { action: "sell", filters: { "body-type": "suv" } },
  },
  {
    id: 8,
    key: "electric",
    category: "cars",
    titles: { lv: "Elektroauto", ru: "Электромобили", en: "Electric cars" },
    search: { action: "sell", filters: { fuel: "electric" } },
  },
  {
    id: 9,
    key: "warranty",
    category: "cars",
    titles: { lv: "Auto ar rūpnīcas garantiju", ru: "Авто с заводской гарантией", en: "Cars under warranty" },
    search: { action: "sell", filters: { warranty: "yes" } },
  },
  {
    id: 10,
    key: "wagons",
    category: "cars",
    titles: { lv: "Universāļi", ru: "Универсалы", en: "Estate cars" },
    search: { action: "sell", filters: { "body-type": "wagon" } },
  },
  {
    id: 11,
    key: "validInspection",
    category: "cars",
    titles: {
      lv: "Auto ar derīgu tehnisko apskati",
      ru: "Авто с действующим техосмотром",
      en: "Cars with a valid roadworthiness test",
    },
    search: { action: "sell", filters: { inspection: { min: "today" } } },
  },
];

const realEstate: PresetOfferSeed[] = [
  {
    id: 21,
    key: "ownerFlats",
    category: "flats",
    titles: { lv: "Dzīvokļi no īpašniekiem", ru: "Квартиры от владельцев", en: "Flats sold by their owners" },
    search: { action: "sell", ownerType: "personal" },
  },
  {
    id: 22,
    key: "rent",
    category: "flats",
    titles: { lv: "Dzīvokļi īrei", ru: "Квартиры в аренду", en: "Flats to rent" },
    search: { action: "rent" },
  },
  {
    id: 23,
    key: "newDevelopments",
    category: "new-developments",
    titles: { lv: "Jaunie projekti", ru: "Новостройки", en: "New developments" },
    search: { action: "sell" },
  },
  {
    id: 24,
    key: "threeRooms",
    category: "flats",
    titles: { lv: "3 istabu dzīvokļi", ru: "3-комнатные квартиры", en: "Three-room flats" },
    search: { action: "sell", filters: { rooms: { min: 3, max: 3 } } },
  },
  {
    id: 25,
    key: "housesSale",
    category: "houses",
    titles: { lv: "Mājas pārdošanā", ru: "Дома на продажу", en: "Houses for sale" },
    search: { action: "sell" },
  },
  {
    id: 26,
    key: "housesRent",
    category: "houses",
    titles: { lv: "Mājas īrei", ru: "Дома в аренду", en: "Houses to rent" },
    search: { action: "rent" },
  },
  {
    id: 27,
    key: "commercialSale",
    category: "commercial",
    titles: {
      lv: "Komerctelpas pārdošanā",
      ru: "Коммерческие помещения на продажу",
      en: "Commercial premises for sale",
    },
    search: { action: "sell" },
  },
  {
    id: 28,
    key: "commercialRent",
    category: "commercial",
    titles: {
      lv: "Komerctelpas nomai",
      ru: "Коммерческие помещения в аренду",
      en: "Commercial premises to let",
    },
    search: { action: "rent" },
  },
];

const electronics: PresetOfferSeed[] = [
  {
    id: 41,
    key: "phonesUnder300",
    category: "phones",
    titles: { lv: "Telefoni līdz 300 €", ru: "Телефоны до 300 €", en: "Phones under €300" },
    search: { action: "sell", priceEur: { max: 300 } },
  },
  {
    id: 42,
    key: "newPhones",
    category: "phones",
    titles: { lv: "Jauni telefoni", ru: "Новые телефоны", en: "New phones" },
    search: { action: "sell", filters: { condition: "new" } },
  },
  {
    id: 43,
    key: "laptopsUnder500",
    category: "laptops",
    titles: { lv: "Portatīvie datori līdz 500 €", ru: "Ноутбуки до 500 €", en: "Laptops under €500" },
    search: { action: "sell", priceEur: { max: 500 } },
  },
  {
    id: 44,
    key: "bigTvs",
    category: "tvs",
    titles: { lv: "Televizori no 55 collām", ru: "Телевизоры от 55 дюймов", en: "TVs of 55 inches and more" },
    search: { action: "sell", filters: { "screen-size": { min: 55 } } },
  },
];

/** In the order the landings show them. */
export const presetOffers: PresetOfferSeed[] = [...transport, ...realEstate, ...electronics];
