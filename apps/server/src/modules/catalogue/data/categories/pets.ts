import type { CategoryActionSeed, CategoryFilterSeed, CategorySeed, Names } from "../types.ts";

/** The national rules on selling companion animals (dogs, cats, ferrets), shown on their forms and ads. */
const companionAnimalSaleNotice: Names = {
  lv: "Saskaņā ar Latvijas normatīvajiem aktiem par mājas (istabas) dzīvnieku tirdzniecību sludinājumā jānorāda: dzīvnieka vecums vai dzimšanas datums, šķirne vai norāde, ka dzīvnieks ir bez šķirnes, mikroshēmas numurs un datubāze, kurā dzīvnieks reģistrēts (piemēram, Lauksaimniecības datu centra mājas (istabas) dzīvnieku reģistrs), izcelsmes valsts, veselības stāvoklis un datums, no kura dzīvnieku var nodot jaunajam īpašniekam.",
  ru: "Согласно нормативным актам Латвии о торговле домашними (комнатными) животными, в объявлении необходимо указать: возраст или дату рождения животного, породу или отметку о том, что животное беспородное, номер микрочипа и базу данных, в которой животное зарегистрировано (например, регистр домашних животных Центра сельскохозяйственных данных), страну происхождения, состояние здоровья и дату, с которой животное можно передать новому владельцу.",
  en: "Under Latvian rules on selling companion animals, the ad must state the animal's age or date of birth, its breed or that it is not a pedigree animal, the microchip number and the database where the animal is registered (e.g. the companion animal register of the Agricultural Data Centre), the country of origin, its state of health and the date from which it can go to its new owner.",
};

/** The facts those rules ask for, as filters (shown, not required: lost and found ads rarely know them). */
const companionAnimalFacts: CategoryFilterSeed[] = [
  { filter: "birth-date", visibility: "top", section: "main", displaySize: 1 },
  { filter: "pet-sex", visibility: "top", section: "main", displaySize: 1 },
  { filter: "microchip", visibility: "top", section: "other" },
  { filter: "pet-registry", visibility: "showMore", section: "other" },
  { filter: "origin-country", visibility: "showMore", section: "main" },
  { filter: "pet-health", visibility: "showMore", section: "condition" },
  { filter: "available-from", visibility: "showMore", section: "main", displaySize: 1 },
  { filter: "colour", visibility: "hidden", section: "main" },
  { filter: "weight", visibility: "hidden", section: "technical", displaySize: 1 },
];

/** Animals are sold, given a home, wanted, lost and found. */
const animalActions: CategoryActionSeed[] = [
  { action: "sell", priceTypes: ["price"] },
  { action: "lookingForHome", priceTypes: [] },
  { action: "buy", priceTypes: ["price"] },
  { action: "lost", priceTypes: [] },
  { action: "found", priceTypes: [] },
];

export const pets: CategorySeed = {
  id: 1700,
  key: "pets",
  slugs: { lv: "dzivnieki", ru: "zhivotnye", en: "pets-and-animals" },
  names: { lv: "Dzīvnieki", ru: "Животные", en: "Pets and animals" },
  icon: "paw",
  viewType: "grid",
  actions: [
    { action: "sell", priceTypes: ["price"] },
    { action: "buy", priceTypes: ["price"] },
    { action: "gift", priceTypes: [] },
  ],
  children: [
    {
      id: 1701,
      key: "dogs",
      slugs: { lv: "suni", ru: "sobaki", en: "dogs" },
      names: { lv: "Suņi", ru: "Собаки", en: "Dogs" },
      searchWords: { lv: "suns kucēns sunītis", ru: "щенок щенки пёс", en: "puppy" },
      highlighted: true,
      notice: companionAnimalSaleNotice,
      filters: [
        { filter: "dog-breed", required: true, visibility: "top", section: "main" },
        ...companionAnimalFacts,
        { filter: "pedigree", visibility: "showMore", section: "main", displaySize: 1 },
      ],
      actions: animalActions,
    },
    {
      id: 1702,
      key: "cats",
      slugs: { lv: "kaki", ru: "koshki", en: "cats" },
      names: { lv: "Kaķi", ru: "Кошки", en: "Cats" },
      searchWords: { lv: "kaķēns kaķītis", ru: "котёнок котята", en: "kitten" },
      highlighted: true,
      notice: companionAnimalSaleNotice,
      filters: [
        { filter: "cat-breed", required: true, visibility: "top", section: "main" },
        ...companionAnimalFacts,
        { filter: "pedigree", visibility: "showMore", section: "main", displaySize: 1 },
      ],
      actions: animalActions,
    },
    {
      id: 1703,
      key: "ferrets",
      slugs: { lv: "seski", ru: "horki", en: "ferrets" },
      names: { lv: "Seski", ru: "Хорьки", en: "Ferrets" },
      notice: companionAnimalSaleNotice,
      filters: [...companionAnimalFacts],
      actions: animalActions,
    },
    {
      id: 1704,
      key: "birds",
      slugs: { lv: "putni", ru: "ptitsy", en: "birds" },
      names: { lv: "Putni", ru: "Птицы", en: "Birds" },
      filters: [
        { filter: "bird-species", visibility: "top", section: "main" },
        { filter: "pet-sex", visibility: "top", section: "main", displaySize: 1 },
        { filter: "birth-date", visibility: "showMore", section: "main", displaySize: 1 },
      ],
      actions: animalActions,
    },
    {
      id: 1705,
      key: "rodents",
      slugs: { lv: "grauzeji-un-trusi", ru: "gryzuny-i-kroliki", en: "rodents-and-rabbits" },
      names: { lv: "Grauzēji un truši", ru: "Грызуны и кролики", en: "Rodents and rabbits" },
      filters: [
        { filter: "rodent-species", visibility: "top", section: "main" },
        { filter: "pet-sex", visibility: "top", section: "main", displaySize: 1 },
        { filter: "birth-date", visibility: "showMore", section: "main", displaySize: 1 },
      ],
      actions: animalActions,
    },
    {
      id: 1706,
      key: "aquarium",
      slugs: { lv: "akvariji-un-zivis", ru: "akvariumy-i-ryby", en: "aquariums-and-fish" },
      names: { lv: "Akvāriji un zivis", ru: "Аквариумы и рыбы", en: "Aquariums and fish" },
      searchWords: { ru: "рыбка" },
      actions: [
        { action: "sell", priceTypes: ["price", "per-piece"] },
        { action: "buy", priceTypes: ["price"] },
        { action: "gift", priceTypes: [] },
      ],
    },
    {
      id: 1707,
      key: "reptiles",
      slugs: { lv: "rapuli-un-terariji", ru: "reptilii-i-terrariumy", en: "reptiles-and-terrariums" },
      names: { lv: "Rāpuļi un terāriji", ru: "Рептилии и террариумы", en: "Reptiles and terrariums" },
    },
    {
      id: 1708,
      key: "farm-animals",
      slugs: { lv: "lauksaimniecibas-dzivnieki", ru: "selskohozyaystvennye-zhivotnye", en: "farm-animals" },
      names: { lv: "Lauksaimniecības dzīvnieki", ru: "Сельскохозяйственные животные", en: "Farm animals" },
      searchWords: { lv: "mājlops lops", ru: "скот", en: "livestock" },
      filters: [
        { filter: "farm-animal", visibility: "top", section: "main" },
        { filter: "pet-sex", visibility: "top", section: "main", displaySize: 1 },
        { filter: "birth-date", visibility: "showMore", section: "main", displaySize: 1 },
        { filter: "weight", visibility: "showMore", section: "technical", displaySize: 1 },
        { filter: "origin-country", visibility: "hidden", section: "main" },
      ],
      actions: [
        { action: "sell", priceTypes: ["price", "per-piece", "per-kg"] },
        { action: "buy", priceTypes: ["price", "per-kg"] },
      ],
    },
    {
      id: 1709,
      key: "pet-supplies",
      slugs: { lv: "preces-dzivniekiem", ru: "tovary-dlya-zhivotnyh", en: "pet-supplies" },
      names: { lv: "Preces dzīvniekiem", ru: "Товары для животных", en: "Pet supplies" },
      searchWords: { lv: "zoopreces", ru: "зоотовары" },
      filters: [
        { filter: "pet-supply-for", visibility: "top", section: "main" },
        { filter: "condition", visibility: "top", section: "condition", displaySize: 1 },
      ],
      actions: [
        { action: "sell", priceTypes: ["price"] },
        { action: "buy", priceTypes: ["price"] },
        { action: "change", priceTypes: [] },
        { action: "gift", priceTypes: [] },
      ],
    },
  ],
};
