import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { latestMessage, unique, uniquePhone } from "./outbox.ts";
import { allowStatuses, expect, screenshot, signInAs, test } from "./support.ts";

/*
 * The owner's own lots (issue 8): my items with the selection bar and its bulk rules, closing and deleting
 * with confirmation, prolonging an expired lot, and publishing a draft from its publish page. Each journey
 * makes the lots it changes by cloning one of the demo seller's lots, so journeys never share a lot; only
 * the prolong journey needs lots the scheduler expired, and each of its runs claims one of its own.
 */

const words = {
  lv: {
    myItems: "Mani sludinājumi",
    publish: "Publicēt",
    close: "Noņemt sludinājumu",
    remove: "Dzēst",
    uncheckAll: "Noņemt atzīmes",
    select: "Atzīmēt",
    more: "Citas darbības",
    prolong: "Pagarināt",
    closeWarning: "Sludinājums vairs nebūs redzams citiem.",
    deleteWarning: "Dzēstos datus nevarēs atjaunot.",
    closed: "Sludinājums noņemts",
    deleted: "Sludinājums dzēsts",
    published: /Sludinājums publicēts|Sludinājums gaida apstiprinājumu/,
    activeUntil: "Sludinājums aktīvs līdz",
    prolonged: "Sludinājums pagarināts",
    sevenDays: "7 dienas",
    fourteenDays: "14 dienas",
    twoWeeks: "2 nedēļas",
    selected: (count: number) => `Atzīmēti: ${count}`,
    signIn: "Pieslēgties",
    grid: "Režģis",
    list: "Saraksts",
    reason: "Iemesls",
    clone: "Kopēt",
    edit: "Labot",
    view: "Skatīt",
    appeal: "Pārsūdzēt",
    appealed: "Sludinājums atkārtoti nosūtīts pārbaudei",
  },
  ru: {
    myItems: "Мои объявления",
    publish: "Опубликовать",
    close: "Снять объявление",
    remove: "Удалить",
    uncheckAll: "Снять выделение",
    select: "Выбрать",
    more: "Другие действия",
    prolong: "Продлить",
    closeWarning: "Объявление больше не будет видно другим.",
    deleteWarning: "Удалённые данные восстановить не удастся.",
    closed: "Объявление снято",
    deleted: "Объявление удалено",
    published: /Объявление опубликовано|Объявление ожидает одобрения/,
    activeUntil: "Объявление активно до",
    prolonged: "Объявление продлено",
    sevenDays: "7 дней",
    fourteenDays: "14 дней",
    twoWeeks: "2 недели",
    selected: (count: number) => `Выбрано: ${count}`,
    signIn: "Войти",
    grid: "Плиткой",
    list: "Списком",
    reason: "Причина",
    clone: "Копировать",
    edit: "Редактировать",
    view: "Посмотреть",
    appeal: "Обжаловать",
    appealed: "Объявление повторно отправлено на проверку",
  },
} as const;

type Lang = keyof typeof words;
type StatusChange = { id: number; status: number | null; endDate: string | null; errors: unknown[] };

const Status = { draft: 1, published: 2, pending: 7, closed: 4, deleted: 5, blocked: 6, expired: 9 } as const;

const myItemsPath = (lang: Lang) => (lang === "lv" ? "/my/items" : `/${lang}/my/items`);

/** Signs the page in as the demo seller (the session cookie) and answers a bearer token for the set-up calls. */
async function signInAsSeller(page: Page): Promise<string> {
  const answer = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: "seller@demo.lv", password: "demo-password" },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

class Seller {
  private readonly request: APIRequestContext;
  private readonly token: string;

  constructor(request: APIRequestContext, token: string) {
    this.request = request;
    this.token = token;
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async lots(status: number): Promise<{ id: number; status: number; endDate: string | null }[]> {
    const answer = await this.request.get(`/api/me/lots?status[]=${status}&itemsPerPage=100`, {
      headers: this.headers,
    });
    expect(answer.status()).toBe(200);
    return (
      (await answer.json()) as { content: { data: { id: number; status: number; endDate: string | null }[] } }
    ).content.data;
  }

  /** A new draft of the seller's own, copied from one of their published lots. */
  async freshDraft(): Promise<number> {
    const [source] = await this.lots(Status.published);
    if (!source) throw new Error("the demo seller has no published lot to copy");
    const answer = await this.request.post(`/api/lots/${source.id}/clone`, { headers: this.headers });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { content: { id: number } }).content.id;
  }

  async change(id: number, action: "publish" | "close"): Promise<StatusChange> {
    const answer = await this.request.patch(`/api/lots?lots[]=${id}`, {
      headers: this.headers,
      data: { adStateUserAction: action },
    });
    expect(answer.status()).toBe(200);
    const [change] = ((await answer.json()) as { content: StatusChange[] }).content;
    expect(change?.errors).toEqual([]);
    return change as StatusChange;
  }

  async statusOf(id: number): Promise<number> {
    const answer = await this.request.get(`/api/lots/${id}`, { headers: this.headers });
    return ((await answer.json()) as { content: { status: number } }).content.status;
  }
}

/**
 * Claims a lot for one journey run: runs in other workers look for expired lots at the same time, and
 * creating a directory either succeeds for one of them or fails. The claims live in Playwright's output
 * directory, which every run starts empty, as it starts on an empty database.
 */
function claim(info: TestInfo, id: number): boolean {
  const claims = path.join(info.project.outputDir, "claimed-lots");
  mkdirSync(claims, { recursive: true });
  try {
    mkdirSync(path.join(claims, String(id)));
    return true;
  } catch {
    return false;
  }
}

/** The screen as it is (a full-page screenshot cannot show what is fixed to the bottom of a phone's screen). */
async function screenView(page: Page, info: TestInfo, name: string) {
  mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}-${info.project.name}.png` });
}

const card = (page: Page, id: number): Locator => page.locator(`[data-own-lot="${id}"]`);

/** Checks a card's box; a click before the page hydrates is lost, so it is tried until the box holds. */
async function check(page: Page, id: number, on = true) {
  const box = card(page, id).getByRole("checkbox");
  await expect(async () => {
    await box.setChecked(on, { timeout: 2_000 });
    await expect(box).toBeChecked({ checked: on, timeout: 1_000 });
  }).toPass();
}

async function expectButtons(
  bar: Locator,
  lang: Lang,
  enabled: { publish: boolean; close: boolean; remove: boolean },
) {
  const w = words[lang];
  for (const [name, on] of [
    [w.publish, enabled.publish],
    [w.close, enabled.close],
    [w.remove, enabled.remove],
  ] as const) {
    const button = bar.getByRole("button", { name, exact: true });
    if (on) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
}

for (const lang of ["lv", "ru"] as const) {
  const w = words[lang];

  test(`the selection bar enables what the bulk rules allow for lots of mixed statuses (${lang})`, async ({
    page,
  }, info) => {
    const seller = new Seller(page.request, await signInAsSeller(page));
    const draft = await seller.freshDraft();
    const live = await seller.freshDraft();
    const closed = await seller.freshDraft();
    await seller.change(live, "publish");
    await seller.change(closed, "close");

    await page.goto(
      `${myItemsPath(lang)}?status=draft&status=published&status=closed&status=pending_publish`,
    );
    await expect(page.getByRole("heading", { name: w.myItems, level: 1 })).toBeVisible();
    const bar = page.getByTestId("selection-bar");
    await expect(bar).toHaveCount(0);

    await check(page, draft);
    await expect(bar.getByText(w.selected(1))).toBeVisible();
    await expectButtons(bar, lang, { publish: true, close: true, remove: false });

    await check(page, closed);
    await expectButtons(bar, lang, { publish: true, close: false, remove: false });

    await check(page, live);
    await expect(bar.getByText(w.selected(3))).toBeVisible();
    // A published or pending lot stops Publish; a closed one stops Close; a draft stops Delete.
    await expectButtons(bar, lang, { publish: false, close: false, remove: false });
    await screenshot(page, info, `my-items-selection-${lang}`);
    // The bar stays in sight while the list scrolls: under the header on wide screens, at the bottom on phones.
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport();
    await screenView(page, info, `my-items-selection-bar-${lang}`);

    await check(page, draft, false);
    await check(page, live, false);
    await expectButtons(bar, lang, { publish: true, close: false, remove: true });

    await bar.getByRole("button", { name: w.uncheckAll }).click();
    await expect(bar).toHaveCount(0);
    await check(page, live);
    await expect(bar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bar).toHaveCount(0);
    await expect(card(page, live).getByRole("checkbox")).not.toBeChecked();
  });

  test(`the owner closes a lot after the warning that others will no longer see it (${lang})`, async ({
    page,
  }, info) => {
    const seller = new Seller(page.request, await signInAsSeller(page));
    const id = await seller.freshDraft();
    await seller.change(id, "publish");

    await page.goto(`${myItemsPath(lang)}?status=published&status=pending_publish`);
    await expect(async () => {
      await card(page, id).getByRole("button", { name: w.more }).click({ timeout: 2_000 });
      await expect(page.getByRole("button", { name: w.close })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.getByRole("button", { name: w.close }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(w.closeWarning)).toBeVisible();
    await screenshot(page, info, `my-items-close-confirm-${lang}`);
    await dialog.getByRole("button", { name: w.close }).click();

    await expect(page.getByRole("status").filter({ hasText: w.closed })).toBeVisible();
    // Closed lots are not among the statuses this list shows: it leaves the list.
    await expect(card(page, id)).toHaveCount(0);
    expect(await seller.statusOf(id)).toBe(Status.closed);
  });

  test(`the owner deletes a closed lot after the warning that its data will not be restored (${lang})`, async ({
    page,
  }, info) => {
    const seller = new Seller(page.request, await signInAsSeller(page));
    const id = await seller.freshDraft();
    await seller.change(id, "close");

    await page.goto(`${myItemsPath(lang)}?status=closed`);
    await expect(card(page, id).getByTestId("status-badge")).toBeVisible();
    await check(page, id);
    await page.getByTestId("selection-bar").getByRole("button", { name: w.remove }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(w.deleteWarning)).toBeVisible();
    await dialog.getByRole("button", { name: w.remove }).click();

    await expect(page.getByRole("status").filter({ hasText: w.deleted })).toBeVisible();
    await expect(card(page, id)).toHaveCount(0);
    await expect(page.getByTestId("selection-bar")).toHaveCount(0);

    // The list view, then back to the grid (the seller's stored preference).
    await page.goto(`${myItemsPath(lang)}?status=closed&status=draft`);
    await expect(async () => {
      await page.getByRole("button", { name: w.list }).click({ timeout: 2_000 });
      await expect(page.getByRole("button", { name: w.list })).toHaveAttribute("aria-pressed", "true", {
        timeout: 1_000,
      });
    }).toPass();
    await screenshot(page, info, `my-items-list-view-${lang}`);
    await page.getByRole("button", { name: w.grid }).click();
    await expect(page.getByRole("button", { name: w.grid })).toHaveAttribute("aria-pressed", "true");
    expect(await seller.statusOf(id)).toBe(Status.deleted);
  });

  test(`the owner prolongs an expired lot from my items and again on the renew page (${lang})`, async ({
    page,
  }, info) => {
    const seller = new Seller(page.request, await signInAsSeller(page));
    // The demo seller has four expired lots, one for each run of this journey (2 languages, 2 screens).
    const expired = (await seller.lots(Status.expired)).find((lot) => claim(info, lot.id));
    if (!expired) throw new Error("the demo seller has no expired lot left to prolong");

    await page.goto(`${myItemsPath(lang)}?status=expired`);
    const own = card(page, expired.id);
    await expect(own.getByTestId("status-badge")).toHaveText(lang === "lv" ? "Beidzies" : "Срок истёк");
    // Phones show two cards a row: their footer keeps every action in its one menu.
    const menu = info.project.name === "phone" ? w.more : w.prolong;
    const sevenDays = page.getByRole("button", { name: new RegExp(w.sevenDays) });
    await expect(async () => {
      await own.getByRole("button", { name: menu }).click({ timeout: 2_000 });
      await expect(sevenDays).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await screenView(page, info, `my-items-prolong-menu-${lang}`);
    await sevenDays.click();
    await expect(page.getByRole("status").filter({ hasText: w.activeUntil })).toBeVisible();
    expect(await seller.statusOf(expired.id)).toBe(Status.published);

    await page.goto(`/${lang}/renew?lot=${expired.id}`);
    await expect(page.getByTestId("renew-title")).toBeVisible();
    await expect(async () => {
      await page.getByRole("radio", { name: w.fourteenDays }).check({ timeout: 2_000 });
      await expect(page.getByRole("radio", { name: w.fourteenDays })).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await page.getByRole("button", { name: w.prolong, exact: true }).click();
    const result = page.getByTestId("renew-result");
    await expect(result.getByText(w.prolonged)).toBeVisible();
    // 7 days from today, then 14 more on top of the new end date.
    const until = new Date(Date.now() + 21 * 86_400_000);
    const day = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Riga",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    })
      .format(until)
      .replaceAll("/", ".");
    await expect(result).toContainText(day);
    await screenshot(page, info, `renew-done-${lang}`);
  });

  test(`a blocked lot shows its owner the moderators' reason, and the owner appeals (${lang})`, async ({
    page,
  }, info) => {
    const seller = new Seller(page.request, await signInAsSeller(page));
    await page.goto(`${myItemsPath(lang)}?status=blocked`);
    const note = page.getByTestId("moderation-note").first();
    await expect(note.getByText(w.reason)).toBeVisible();
    await expect(note.getByRole("button", { name: w.appeal })).toBeVisible();
    await screenshot(page, info, `my-items-blocked-${lang}`);
    // A blocked lot is appealed, not edited or copied: its footer offers neither (the server refuses both).
    const blockedCard = page
      .locator("[data-own-lot]")
      .filter({ has: page.getByTestId("moderation-note") })
      .first();
    if (info.project.name === "desktop")
      await expect(blockedCard.getByRole("link", { name: w.view })).toBeVisible();
    await expect(blockedCard.getByRole("link", { name: w.edit })).toHaveCount(0);
    await expect(blockedCard.getByRole("button", { name: w.clone })).toHaveCount(0);
    // Appealing takes a blocked lot for good, so only the desktop runs appeal, the highest ids first (the lot
    // page's journey looks at the lowest); the phone runs look.
    if (info.project.name !== "desktop") return;
    const blocked = (await seller.lots(Status.blocked)).sort((a, b) => b.id - a.id);
    const lot = blocked.find((candidate) => claim(info, candidate.id));
    if (!lot) throw new Error("the demo seller has no blocked lot left to appeal");
    await expect(async () => {
      await card(page, lot.id).getByRole("button", { name: w.appeal }).click({ timeout: 2_000 });
      await expect(page.getByRole("status").filter({ hasText: w.appealed })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await seller.statusOf(lot.id)).toBe(Status.pending);
    await expect(card(page, lot.id)).toHaveCount(0);
  });

  test(`the owner copies a lot into a draft, opens it in the wizard and publishes it from its publish page (${lang})`, async ({
    page,
  }, info) => {
    const seller = new Seller(page.request, await signInAsSeller(page));
    const [source] = await seller.lots(Status.published);
    if (!source) throw new Error("the demo seller has no published lot to copy");

    await page.goto(`${myItemsPath(lang)}?status=published`);
    const own = card(page, source.id);
    // Phones show two cards a row: their footer keeps every action in its one menu.
    const phone = info.project.name === "phone";
    await expect(async () => {
      if (phone) await own.getByRole("button", { name: w.more }).click({ timeout: 2_000 });
      await (phone ? page : own).getByRole("button", { name: w.clone }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/my\/edit\/\d+$/, { timeout: 5_000 });
    }).toPass();
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    expect(id).not.toBe(source.id);
    expect(await seller.statusOf(id)).toBe(Status.draft);
    await page.goto(page.url().replace(`/my/edit/${id}`, `/my/publish/${id}`));
    await expect(page.getByTestId("publish-summary")).toBeVisible();
    const twoWeeks = page.getByRole("radio", { name: w.twoWeeks });
    await expect(async () => {
      await twoWeeks.check({ timeout: 2_000 });
      await expect(twoWeeks).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await screenshot(page, info, `publish-page-${lang}`);
    await page.getByRole("button", { name: w.publish, exact: true }).click();

    const result = page.getByTestId("publish-result");
    await expect(result).toContainText(w.published);
    expect([Status.published, Status.pending]).toContain(await seller.statusOf(id));
    await screenshot(page, info, `publish-done-${lang}`);
    await result.getByRole("link", { name: w.myItems }).click();
    await expect(page.getByRole("heading", { name: w.myItems, level: 1 })).toBeVisible();
    await expect(card(page, id)).toBeVisible();
  });
}

test("a company user's toolbar badges count the published lots their links open, the company's apart", async ({
  page,
}, info) => {
  test.skip(info.project.name === "phone", "the company's link is in the desktop toolbar only");
  await signInAs(page, "company@demo.lv");
  // Each link's name is its page's heading.
  for (const name of ["Mani sludinājumi", "Uzņēmuma sludinājumi"]) {
    await page.goto("/");
    const link = page.getByRole("link", { name: new RegExp(`^${name}, \\d+$`) });
    const badge = Number((await link.getAttribute("aria-label"))?.split(", ")[1]);
    expect(badge).toBeGreaterThan(0);
    await link.click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Publicēts" })).toBeChecked();
    await expect(page.getByTestId("my-items-count")).toHaveText(new RegExp(`^${badge} `));
  }
  await screenshot(page, info, "my-company-items");
});

test("going to another page of my items brings the list into view (lv)", async ({ page }, info) => {
  await signInAsSeller(page);
  // Every status checked: the demo seller's lots of all of them fill more than one page.
  const everyStatus = ["draft", "published", "closed", "blocked", "pending_publish", "expired"];
  const path = `/my/items?${everyStatus.map((status) => `status=${status}`).join("&")}`;
  await page.goto(path);
  const list = page.getByTestId("lot-list");
  await expect(list.locator("[data-own-lot]").first()).toBeVisible();
  const second = page.getByRole("navigation", { name: "Lapas" }).getByRole("link", { name: "2. lapa" });
  await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(page).toHaveURL(`${path}&page=2`);
  // The list's start is at the top of the screen (below the sticky header), not left above it.
  await expect
    .poll(() => list.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(120);
  expect(await list.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(-5);
  await screenshot(page, info, "my-items-page-2");
});

test("a signed-out visitor of my items is asked to sign in", async ({ page }, info) => {
  await page.goto("/my/items");
  // The sign-in modal opens over the page and hides the rest from assistive technology.
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("h1", { hasText: words.lv.myItems })).toBeVisible();
  await screenshot(page, info, "my-items-signed-out");

  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-pasts vai tālrunis").fill("seller@demo.lv");
  await dialog.getByLabel("Parole", { exact: true }).fill("demo-password");
  await dialog.getByRole("button", { name: words.lv.signIn, exact: true }).click();
  // Signed in, the page loads again with the seller's lots.
  await expect(page.getByTestId("my-items-count")).toBeVisible();
  await expect(page.getByTestId("lot-list").locator("[data-own-lot]").first()).toBeVisible();
});

test("the contacts modal, opened when publishing needs a phone, manages the profile's contacts", async ({
  page,
}, info) => {
  await signInAsSeller(page);
  await page.goto("/my/items#contacts");
  const dialog = page.getByRole("dialog", { name: "Kontakti publicēšanai" });
  // USER_FORBIDDEN (no verified contact) opens it too: it asks for a verified contact, and names the
  // categories that need a Latvian phone.
  await expect(
    dialog.getByText("Lai publicētu sludinājumu, nepieciešama apstiprināta kontaktinformācija"),
  ).toBeVisible();
  await expect(dialog.getByText("nepieciešams apstiprināts Latvijas tālruņa numurs")).toBeVisible();
  await expect(dialog.getByText("Apstiprināts").first()).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Pievienot e-pastu vai tālruņa numuru" })).toBeVisible();
  await screenView(page, info, "my-items-contacts-modal");
});

test("a renew link with a wrong token is refused and the visitor is told, signed out as they are", async ({
  page,
  consoleErrors,
}, info) => {
  const list = await page.request.get("/api/lots?itemsPerPage=1");
  const [lot] = ((await list.json()) as { content: { data: { id: number; title: { lv: string } }[] } })
    .content.data;
  if (!lot) throw new Error("the demo data has no published lot");
  await page.goto(`/lv/renew?lot=${lot.id}&token=1.not-the-signature`);
  await expect(page.getByTestId("renew-title")).toHaveText(lot.title.lv);
  await expect(async () => {
    await page.getByRole("button", { name: words.lv.prolong, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole("alert").first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Saite vairs nav derīga. Pieslēdzieties, lai pagarinātu sludinājumu.",
  );
  await expect(page.getByTestId("renew-result")).toHaveCount(0);
  await screenshot(page, info, "renew-refused");
  allowStatuses(consoleErrors, [401]);
});

test("a new seller has no classifieds yet; publishing a car without a verified Latvian phone opens the contacts modal, with one it goes on", async ({
  page,
  consoleErrors,
}, info) => {
  // A new account: its e-mail is confirmed, it has no phone, and cars need a Latvian one (publish rules).
  const email = `my-items-${unique()}@example.lv`;
  const password = "first-password-1";
  await page.request.post("/api/signup", { data: { email, password, policyAgreed: true } });
  const token = /token=([\w-]+)/.exec(await latestMessage(page.request, email, /token=/))?.[1];
  await page.request.post("/api/signup/confirm", { data: { token } });
  const signedIn = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: email, password },
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };

  await page.goto("/my/items");
  await expect(page.getByText("Jums vēl nav neviena sludinājuma.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Izveidot sludinājumu" })).toHaveAttribute(
    "href",
    "/my/create",
  );
  await screenshot(page, info, "my-items-empty");

  const draft = await page.request.post("/api/lots", {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      category: 1001,
      adTexts: { lv: { text: "Pārdodu savu vecāku auto.\nLabā stāvoklī, apskate līdz vasarai." } },
    },
  });
  expect(draft.status()).toBe(201);
  const { id } = ((await draft.json()) as { content: { id: number } }).content;

  await page.goto(`/my/publish/${id}`);
  const contacts = page.getByRole("dialog", { name: "Kontakti publicēšanai" });
  await expect(async () => {
    await page.getByRole("button", { name: words.lv.publish, exact: true }).click({ timeout: 2_000 });
    await expect(contacts).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Lai publicētu, pievienojiet Latvijas tālruņa numuru",
  );
  await screenView(page, info, "publish-needs-phone");

  const phone = uniquePhone();
  await contacts.getByLabel("Pievienot e-pastu vai tālruņa numuru").fill(phone);
  await contacts.getByRole("button", { name: "Pievienot", exact: true }).click();
  const row = contacts.getByRole("listitem").filter({ hasText: `+371${phone}` });
  await expect(row.getByText("Gaida kodu")).toBeVisible();
  const code = /\b\d{6}\b/.exec(await latestMessage(page.request, `+371${phone}`, /\b\d{6}\b/))?.[0] ?? "";
  await row.getByLabel("Kods").fill(code);
  await row.getByRole("button", { name: "Apstiprināt", exact: true }).click();
  await expect(row.getByText("Apstiprināts", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(contacts).toHaveCount(0);

  await page.getByRole("button", { name: words.lv.publish, exact: true }).click();
  // A new seller's first lots wait for the moderators (publish rules).
  await expect(page.getByTestId("publish-result")).toContainText(words.lv.published);
  allowStatuses(consoleErrors, [400]);
});
