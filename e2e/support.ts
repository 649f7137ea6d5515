import { mkdirSync } from "node:fs";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from "@playwright/test";

/**
 * Screenshots for review, named by journey and viewport (e2e/screenshots is git-ignored): what the viewport
 * shows, or the whole page with `E2E_FULL_PAGE_SHOTS=1`. A whole page loads every lazy picture down to its
 * end (home and landings are 6,000 px tall): 84 of them took a third of the journeys' time on two cores.
 */
export async function screenshot(page: Page, info: TestInfo, name: string) {
  mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({
    path: `e2e/screenshots/${name}-${info.project.name}.png`,
    fullPage: process.env.E2E_FULL_PAGE_SHOTS === "1",
  });
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

/**
 * The journeys' `test`: besides its own checks, every journey fails when the page logs an error or throws
 * (a hydration mismatch, a Content-Security-Policy violation, a failed chunk).
 */
export const test = base.extend<{
  consoleErrors: string[];
  hydratedNewPages: undefined;
  browserTimeline: undefined;
}>({
  page: async ({ page, context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      waitsForHydration(page);
      context.on("page", waitsForHydration);
    }
    await use(page);
  },
  // Pages a journey opens itself (a second visitor, the phone beside the computer) wait for it too.
  hydratedNewPages: [
    async ({ browser }, use) => {
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitsForHydration(page);
        return page;
      };
      await use(undefined);
      browser.newPage = newPage;
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
  // What the journey's browser did (navigations, requests and their answers, console lines), printed when the
  // journey fails. CI keeps no trace (see playwright.config.ts), and a click that changed nothing for 15 s on
  // CI (2026-11-30) could not be explained without knowing whether its request left or came back.
  browserTimeline: [
    async ({ context }, use, info) => {
      const timeline = new BrowserTimeline();
      // Each press and click: where it landed (a link or button, or what else), the page's scroll, and whether the
      // app took it (React Router's links prevent the default).
      await context.addInitScript(() => {
        const describe = (event: MouseEvent) => {
          const element = event.target as Element | null;
          const control = element?.closest("a, button");
          const named = control ?? element;
          const what = `${named?.tagName.toLowerCase()} "${named?.textContent?.trim().slice(0, 40)}"`;
          return `${what} at ${event.clientX},${event.clientY} scrolled ${Math.round(scrollY)}`;
        };
        for (const type of ["pointerdown", "click"] as const)
          addEventListener(
            type,
            (event) => {
              const line = `${type} on ${describe(event)}`;
              setTimeout(() =>
                console.debug(
                  type === "click" ? `${line}${event.defaultPrevented ? ", taken by the app" : ""}` : line,
                ),
              );
            },
            true,
          );
      });
      context.on("page", (page) => timeline.follow(page));
      for (const page of context.pages()) timeline.follow(page);
      await use(undefined);
      if (info.status === info.expectedStatus) return;
      for (const page of context.pages()) await timeline.addRouterState(page);
      const text = timeline.text();
      await info.attach("browser timeline", { body: text, contentType: "text/plain" });
      process.stdout.write(
        `\n--- browser timeline of "${info.titlePath.slice(1).join(" › ")}" [${info.project.name}]\n${text}\n`,
      );
    },
    { auto: true },
  ],
});

/** The last 150 things a journey's pages did, each with the milliseconds since the journey began. */
class BrowserTimeline {
  private readonly started = Date.now();
  private readonly lines: string[] = [];
  private readonly sent = new Map<Request, number>();
  private pagesSeen = 0;
  private readonly pages = new Map<Page, number>();

  follow(page: Page) {
    this.pages.set(page, this.pagesSeen);
    const name = `page ${this.pagesSeen++}`;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) this.add(`${name} at ${frame.url()}`);
    });
    page.on("request", (request) => this.sent.set(request, Date.now()));
    page.on("requestfinished", async (request) => {
      const response = await request.response().catch(() => null);
      this.add(
        `${name} ${request.method()} ${shortUrl(request.url())} -> ${response?.status() ?? "?"}${this.took(request)}`,
      );
    });
    page.on("requestfailed", (request) =>
      this.add(
        `${name} ${request.method()} ${shortUrl(request.url())} failed: ${request.failure()?.errorText}${this.took(request)}`,
      ),
    );
    page.on("console", (message) => this.add(`${name} console.${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => this.add(`${name} threw: ${error.message}`));
  }

  /** What React Router was doing when the journey failed: a navigation that never ended shows here. */
  async addRouterState(page: Page) {
    const state = await page
      .evaluate(() => {
        const router = (window as { __reactRouterDataRouter?: { state: Record<string, unknown> } })
          .__reactRouterDataRouter;
        if (!router) return "no router";
        const { navigation, revalidation, location, initialized } = router.state as {
          navigation: { state: string; location?: { pathname: string } };
          revalidation: string;
          location: { pathname: string };
          initialized: boolean;
        };
        return JSON.stringify({
          location: location.pathname,
          navigation: navigation.state,
          to: navigation.location?.pathname,
          revalidation,
          initialized,
        });
      })
      .catch((error: Error) => `not read: ${error.message}`);
    this.add(`page ${this.pages.get(page) ?? "?"} router: ${state}`);
  }

  /** The lines, and then the requests that were sent and never answered. */
  text() {
    const waiting = [...this.sent].map(
      ([request, sent]) =>
        `${String(sent - this.started).padStart(6)} ms  sent, never answered: ${request.method()} ${shortUrl(request.url())}`,
    );
    return [...this.lines, ...waiting].join("\n");
  }

  private took(request: Request) {
    const sent = this.sent.get(request);
    this.sent.delete(request);
    return sent === undefined ? "" : ` (sent at ${sent - this.started} ms)`;
  }

  private add(line: string) {
    this.lines.push(`${String(Date.now() - this.started).padStart(6)} ms  ${line}`);
    if (this.lines.length > 150) this.lines.shift();
  }
}

/** A request's address without the origin, and a picture's or script's without its query. */
function shortUrl(url: string) {
  const { pathname, search } = new URL(url);
  return /\.(js|css|webp|avif|jpe?g|png|svg|woff2?)$/.test(pathname) ? pathname : pathname + search;
}

/**
 * A page's scripts start after its first paint (decision 31), so `load` comes before hydration: a click on a
 * server-rendered button before it would be lost. `goto` and `reload` of the journeys' pages therefore return
 * once the app has hydrated (React Router's router exists); documents that are not the app's (an XML sitemap,
 * a JSON answer) are returned at once.
 */
function waitsForHydration(page: Page) {
  // Parts that hydrate on their own (lib/split-view.tsx, deferredPart) are marked data-ready once they have.
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !("__reactRouterContext" in window) ||
        ("__reactRouterDataRouter" in window &&
          [...document.querySelectorAll("[data-deferred-part]")].every((part) =>
            part.hasAttribute("data-ready"),
          )),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Chromium logs every failed request; a journey that provokes these statuses on purpose lets them pass. */
export function allowStatuses(consoleErrors: string[], statuses: number[]) {
  const expected = (error: string) => statuses.some((status) => error.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
}

export { expect };

/**
 * Signs the page's browser in as a demo account (password demo-password): the token answer sets the session
 * cookie in the browser context, as the sign-in dialog's does.
 */
export async function signInAs(page: Page, email: string) {
  const answer = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: email, password: "demo-password" },
  });
  expect(answer.status()).toBe(200);
}

// A 1x1 grey PNG: Leaflet stretches it over the 256 px tile.
const greyTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPo6OgAAAMEAYFL09IJAAAAAElFTkSuQmCC",
  "base64",
);

/**
 * The machines have no internet: the map's tile requests are answered with a plain grey tile, so a map
 * neither waits for nor depends on a tile server (and no failed request reaches the console).
 */
export async function answerTiles(page: Page) {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: greyTile }),
  );
}

type AddressedLot = {
  id: number;
  title: { lv: string; ru: string };
  frontUrl: { lv: string; ru: string };
  location: { streetId: number | null; street: { lv: string; ru: string } | null } | null;
};

/** A published lot with a street address: the demo's say so in their descriptions ("Adrese: ..."). */
export async function addressedLot(request: APIRequestContext): Promise<AddressedLot> {
  const found = await request.get("/api/lots/search?query=adrese&itemsPerPage=20");
  for (const { id } of (await found.json()).content.data as { id: number }[]) {
    const lot = (await (await request.get(`/api/lots/${id}`)).json()).content as AddressedLot;
    if (lot.location?.streetId) return lot;
  }
  throw new Error("no lot with a street address in the demo data");
}

/**
 * Chooses a region in a list's region select by its name: the options name their lots too ("Rīga (12)"), and
 * a city's parts follow it named with it ("Rīga, Purvciems (3)"), which the name alone does not choose.
 */
export async function chooseRegion(select: Locator, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const option = select.locator("option").filter({ hasText: new RegExp(`^${escaped}( \\(\\d[\\d ]*\\))?$`) });
  await select.selectOption((await option.getAttribute("value")) ?? "");
}

/** A finger moving across the screen: touch events, as the gallery and the cards hear them. */
export async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const client = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y }];
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(fromX) });
  for (let step = 1; step <= 5; step++)
    await client.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(fromX + ((toX - fromX) * step) / 5),
    });
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
