import type { Page } from "@playwright/test";
import { expect, screenshot, signInAs, test } from "./support.ts";

/*
 * Favourites and compare (issue 6): a signed-out visitor compares two lots side by side, and bookmarks a lot
 * while signed out, signs in, finds it in the bookmarks and removes it there after the confirmation; a card's
 * heart on a listing does the same, and toggles at once.
 */

const words = {
  lv: {
    cars: "/lv/transports/vieglie-auto",
    bookmarks: "/my/bookmarks",
    addCompare: "Salīdzināt",
    inCompare: "Salīdzināšanā",
    added: "Sludinājums pievienots salīdzināšanai",
    removed: "Sludinājums izņemts no salīdzināšanas",
    compare: "Salīdzināšana",
    comparePage: "Sludinājumu salīdzināšana",
    removeFromCompare: "Izņemt no salīdzināšanas",
    price: "Cena",
    nothingToCompare: "Salīdzināšanai vēl nekas nav pievienots",
    addFavorite: "Pievienot izlasei",
    signIn: "Pieslēgties",
    emailOrPhone: "E-pasts vai tālrunis",
    password: "Parole",
    favorites: "Izlase",
    removeFavorite: "Izņemt no izlases",
    removeQuestion: "Izņemt no izlases?",
    confirm: "Izņemt",
  },
  ru: {
    cars: "/ru/transport/legkovye-avto",
    bookmarks: "/ru/my/bookmarks",
    addCompare: "Сравнить",
    inCompare: "В сравнении",
    added: "Объявление добавлено в сравнение",
    removed: "Объявление удалено из сравнения",
    compare: "Сравнение",
    comparePage: "Сравнение объявлений",
    removeFromCompare: "Убрать из сравнения",
    price: "Цена",
    nothingToCompare: "В сравнении пока ничего нет",
    addFavorite: "В избранное",
    signIn: "Войти",
    emailOrPhone: "E-mail или телефон",
    password: "Пароль",
    favorites: "Избранное",
    removeFavorite: "Удалить из избранного",
    removeQuestion: "Удалить из избранного?",
    confirm: "Удалить",
  },
} as const;

type Lang = keyof typeof words;

/**
 * The addresses and titles of `count` of the listing's cards, from the `first`-th on, each titled differently:
 * lots are found by their titles, and another journey may have published a copy of a lot (my items' clone).
 */
async function lotsFromListing(page: Page, lang: Lang, first: number, count: number) {
  await page.goto(words[lang].cars);
  const cards = page.getByTestId("lot-list").locator("article");
  await expect(cards.nth(first + count)).toBeVisible();
  const lots: { href: string; title: string }[] = [];
  for (let at = first; lots.length < count; at++) {
    const link = cards.nth(at).locator("h3 a");
    const title = ((await link.textContent()) ?? "").trim();
    if (lots.some((lot) => lot.title === title)) continue;
    lots.push({ href: (await link.getAttribute("href")) ?? "", title });
  }
  return lots;
}

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor adds two lots to compare and sees them side by side (${lang})`, async ({ page }, info) => {
    const w = words[lang];
    const lots = await lotsFromListing(page, lang, 0, 2);
    for (const lot of lots) {
      await page.goto(lot.href);
      await page.getByRole("button", { name: w.addCompare, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: w.added })).toBeVisible();
      await expect(page.getByRole("button", { name: w.inCompare })).toHaveAttribute("aria-pressed", "true");
    }
    await screenshot(page, info, `lot-in-compare-${lang}`);
    // The header counts the list; its icon leads to the compare page.
    await page.getByRole("link", { name: `${w.compare}, 2` }).click();
    await expect(page).toHaveURL(`/${lang}/compare`);
    await expect(page.getByRole("heading", { level: 1, name: w.comparePage })).toBeVisible();
    const table = page.getByTestId("compare-table");
    for (const lot of lots) await expect(table.getByRole("link", { name: lot.title })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: w.price })).toBeVisible();
    await screenshot(page, info, `compare-${lang}`);

    // A reload renders the same list on the server, from the visitor's watch cookie.
    await page.reload();
    for (const lot of lots) await expect(table.getByRole("link", { name: lot.title })).toBeVisible();

    await table.getByRole("button", { name: `${w.removeFromCompare}: ${lots[0]?.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: w.removed })).toBeVisible();
    await expect(table.getByRole("link", { name: lots[0]?.title })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `${w.compare}, 1` })).toBeVisible();

    // The last one removed, the page says there is nothing to compare and the header icon goes.
    await table.getByRole("button", { name: `${w.removeFromCompare}: ${lots[1]?.title}` }).click();
    await expect(page.getByText(w.nothingToCompare)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${w.compare}`) })).toHaveCount(0);
    await screenshot(page, info, `compare-empty-${lang}`);
  });

  test(`a visitor bookmarks a lot while signed out, signs in, finds it in the bookmarks and removes it (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    // Each journey its own lot: they run at once with the same demo account.
    const first = (lang === "lv" ? 4 : 6) + (info.project.name === "phone" ? 1 : 0);
    const [lot] = await lotsFromListing(page, lang, first, 1);
    if (!lot) throw new Error("no lot on the listing");
    await page.goto(lot.href);
    await page.getByRole("button", { name: w.addFavorite, exact: true }).click();

    const dialog = page.getByRole("dialog", { name: w.signIn });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(w.emailOrPhone).fill("buyer@demo.lv");
    await dialog.getByLabel(w.password, { exact: true }).fill("demo-password");
    await dialog.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(dialog).toBeHidden();
    // Signed in, the lot is bookmarked without another press (the page follows the user's language, Latvian).
    const heart = page.getByTestId("lot-watch-buttons").getByRole("button").first();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await screenshot(page, info, `lot-bookmarked-${lang}`);

    await page.goto(w.bookmarks);
    await expect(page.getByRole("heading", { level: 1, name: w.favorites })).toBeVisible();
    const card = page.getByTestId("lot-list").locator("li").filter({ hasText: lot.title });
    await expect(card).toBeVisible();
    await screenshot(page, info, `bookmarks-${lang}`);

    await card.getByRole("button", { name: `${w.removeFavorite}: ${lot.title}` }).click();
    const question = page.getByRole("alertdialog", { name: w.removeQuestion });
    await expect(question).toBeVisible();
    await screenshot(page, info, `bookmarks-remove-${lang}`);
    await question.getByRole("button", { name: w.confirm }).click();
    await expect(card).toHaveCount(0);
  });
  test(`a visitor bookmarks from a listing's card: signed out it asks to sign in, then the heart toggles at once (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    // A lot of this journey's own, and an account whose bookmarks no other journey reads (the moderator's): the
    // bookmarks journeys open the buyer's latest bookmarks, and this one takes its lot away again.
    const first = (lang === "lv" ? 14 : 16) + (info.project.name === "phone" ? 1 : 0);
    const [lot] = await lotsFromListing(page, lang, first, 1);
    if (!lot) throw new Error("no lot on the listing");
    // Found by its number: signed in, the list follows the user's language (Latvian) and the titles change.
    const lotId = lot.href.split("!")[1];
    const heart = page.locator(`article[data-lot-id="${lotId}"] button[aria-pressed]`);
    await expect(heart).toHaveAccessibleName(`${w.addFavorite}: ${lot.title}`);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // Closed without signing in, the keyboard is back on the heart, the list as it was (not reloaded).
    await heart.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: w.signIn });
    await expect(dialog.getByLabel(w.emailOrPhone)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(heart).toBeFocused();
    await heart.click();

    await dialog.getByLabel(w.emailOrPhone).fill("admin@demo.lv");
    await dialog.getByLabel(w.password, { exact: true }).fill("demo-password");
    await dialog.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(dialog).toBeHidden();
    // Signed in, the lot remembered is bookmarked, and the card's heart shows it on the same list.
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await screenshot(page, info, `listing-card-bookmarked-${lang}`);

    // Elsewhere than the bookmarks page a heart removes at once (no question), and adds again.
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    // The bookmark is the account's: a reload asks the server, and the lot's own page agrees.
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // A second tab of the same list follows what this one does, without a reload.
    const otherTab = await page.context().newPage();
    await otherTab.goto(page.url());
    const otherHeart = otherTab.locator(`article[data-lot-id="${lotId}"] button[aria-pressed]`);
    await expect(otherHeart).toHaveAttribute("aria-pressed", "true");
    await page.goto(lot.href);
    const lotHeart = page.getByTestId("lot-watch-buttons").getByRole("button").first();
    await expect(lotHeart).toHaveAttribute("aria-pressed", "true");
    await lotHeart.click();
    await expect(lotHeart).toHaveAttribute("aria-pressed", "false");
    await expect(otherHeart).toHaveAttribute("aria-pressed", "false");
    await otherTab.close();
    await page.goBack();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
}

test("on the bookmarks the keyboard stays where it was, and a lot opened from them steps through them (lv)", async ({
  page,
}, info) => {
  await signInAs(page, "buyer@demo.lv");
  // A lot of this journey's own (another journey bookmarks lots 4-7 of the listing with the same account).
  const [own] = await lotsFromListing(page, "lv", info.project.name === "phone" ? 12 : 10, 1);
  if (!own) throw new Error("no lot on the listing");
  await page.goto(own.href);
  await page.getByRole("button", { name: "Pievienot izlasei", exact: true }).click();
  await expect(page.getByTestId("lot-watch-buttons").getByRole("button").first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/my/bookmarks?orderColumn=addedDate");
  const hearts = page.getByTestId("lot-list").getByRole("button", { name: /^Izņemt no izlases: / });
  await expect(hearts.nth(2)).toBeVisible();
  // Cancelled: the keyboard is back on the heart that asked.
  const second = hearts.nth(1);
  await second.focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("alertdialog", { name: "Izņemt no izlases?" });
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(second).toBeFocused();

  // A lot opened from the bookmarks has its neighbours in them, and the card is marked viewed on return.
  const card = page.getByTestId("lot-list").locator("li").nth(1);
  const title = ((await card.locator("h3").textContent()) ?? "").trim();
  await card.locator("h3 a").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /Iepriekšējais sludinājums/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Nākamais sludinājums/ })).toBeVisible();
  await page.goBack();
  await expect(card.getByTitle("Skatīts")).toBeVisible();
  await screenshot(page, info, "bookmarks-viewed-lv");

  // Removed: the keyboard goes on to the heart of the card that took its place.
  const mine = page.getByRole("button", { name: `Izņemt no izlases: ${own.title}` });
  await mine.focus();
  await page.keyboard.press("Enter");
  await question.getByRole("button", { name: "Izņemt" }).click();
  await expect(mine).toHaveCount(0);
  await expect(page.locator(":focus")).toHaveAttribute("data-unbookmark");
});
