import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";

/** Full-page screenshots for review, named by journey and viewport (e2e/screenshots is git-ignored). */
export async function screenshot(page: Page, info: TestInfo, name: string) {
  mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}-${info.project.name}.png`, fullPage: true });
}

/** The texts these journeys look for, as a Latvian and a Russian reader see them. */
export const texts = {
  lv: {
    classifieds: "Sludinājumi",
    menu: "Izvēlne",
    darkTheme: "Tumšais režīms",
    notFound: "Lapa nav atrasta",
    privacy: "Privātuma politika",
  },
  ru: {
    classifieds: "Объявления",
    menu: "Меню",
    darkTheme: "Тёмная тема",
    notFound: "Страница не найдена",
    privacy: "Политика конфиденциальности",
  },
} as const;
