// node data/scratch/tour.mjs [signedIn] : screenshots of main pages into /tmp/tour
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
const origin = "http://127.0.0.1:3290";
const who = process.argv[2] ?? "";
mkdirSync("/tmp/tour", { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const lot = (await (await fetch(`${origin}/api/lots?category=1001&itemsPerPage=1`)).json()).content.data[0].frontUrl;
const pages = (lang) => [
  ["home", `/${lang}`],
  ["landing", `/${lang}/landing/transports`],
  ["listing", `/${lang}/transports/vieglie-auto`],
  ["lot", lot[lang]],
  ["search", `/${lang}/search/volvo`],
  ["compare", `/${lang}/compare`],
  ["bookmarks", `/${lang}/my/bookmarks`],
  ["myitems", `/${lang}/my/items`],
  ["create", `/${lang}/my/create`],
  ["profile", `/${lang}/my/profile`],
  ["discount", `/${lang}/landing/highlighted`],
  ["realestate", `/${lang}/landing/nekustamais-ipasums`],
];
const errors = [];
for (const [device, viewport] of [["desk", { width: 1366, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  for (const lang of (process.env.LANGS ?? "lv ru").split(" ")) {
    const context = await browser.newContext({ viewport, isMobile: device === "phone", hasTouch: device === "phone", locale: lang });
    if (who) {
      const r = await context.request.post(`${origin}/api/oauth/token`, { form: { grant_type: "password", username: who, password: "demo-password" } });
      if (r.status() !== 200) throw new Error("sign in " + r.status());
    }
    const page = await context.newPage();
    page.on("console", (m) => { if (m.type() === "error") errors.push(`${device} ${lang} ${page.url()}: ${m.text()}`); });
    page.on("pageerror", (e) => errors.push(`${device} ${lang} ${page.url()}: PAGEERROR ${e.message}`));
    for (const [name, path] of pages(lang)) {
      const resp = await page.goto(origin + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/tour/${who ? "in" : "out"}-${device}-${lang}-${name}.png`, fullPage: process.env.FULL === "1" });
      console.log(device, lang, name, resp?.status(), page.url().replace(origin, ""));
    }
    await context.close();
  }
}
console.log("errors:", errors.join("\n"));
await browser.close();
