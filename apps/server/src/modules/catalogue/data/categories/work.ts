import type { CategorySeed } from "../types.ts";

export const work: CategorySeed = {
  id: 1800,
  key: "work",
  slugs: { lv: "darbs", ru: "rabota", en: "jobs" },
  names: { lv: "Darbs", ru: "Работа", en: "Jobs" },
  searchWords: { lv: "darbavieta", ru: "подработка трудоустройство", en: "work employment" },
  icon: "briefcase",
  viewType: "list",
  filters: [
    { filter: "work-field", visibility: "top", section: "main" },
    { filter: "employment-type", visibility: "top", section: "main" },
    { filter: "experience", visibility: "showMore", section: "main" },
    { filter: "languages", visibility: "showMore", section: "main" },
    { filter: "driving-licence", visibility: "hidden", section: "main" },
  ],
  actions: [{ action: "hire", priceTypes: ["per-month", "per-hour"] }],
  children: [
    {
      id: 1801,
      key: "vacancies",
      slugs: { lv: "vakances", ru: "vakansii", en: "vacancies" },
      names: { lv: "Vakances", ru: "Вакансии", en: "Vacancies" },
      searchWords: { lv: "darbinieks", ru: "работник сотрудник", en: "vacancy hiring" },
      highlighted: true,
      actions: [{ action: "hire", priceTypes: ["per-month", "per-hour"] }],
    },
    {
      id: 1802,
      key: "jobs-abroad",
      slugs: { lv: "darbs-arzemes", ru: "rabota-za-granitsey", en: "jobs-abroad" },
      names: { lv: "Darbs ārzemēs", ru: "Работа за границей", en: "Jobs abroad" },
      searchWords: { lv: "ārvalstis", ru: "заграница зарубежный", en: "overseas" },
      actions: [{ action: "hire", priceTypes: ["per-month", "per-hour"] }],
    },
    {
      id: 1803,
      key: "job-seekers",
      slugs: { lv: "mekle-darbu", ru: "ischut-rabotu", en: "job-seekers" },
      names: { lv: "Meklē darbu (CV)", ru: "Ищут работу (резюме)", en: "Job seekers (CVs)" },
      searchWords: { lv: "meklētājs kandidāts", ru: "соискатель кандидат", en: "resume candidate" },
      highlighted: true,
      actions: [{ action: "search", priceTypes: ["per-month", "per-hour"] }],
    },
  ],
};
