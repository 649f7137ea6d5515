import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [name, vp, path] of [["desk", { width: 1366, height: 900 }, "/lv/search/p%C4%81rdod"], ["phone", { width: 390, height: 844 }, "/ru/search/auto"]]) {
  const page = await browser.newPage({ viewport: vp });
  const t = Date.now();
  await page.goto("http://127.0.0.1:3290" + path, { waitUntil: "networkidle" });
  console.log(name, Date.now() - t, "ms");
  await page.screenshot({ path: `/tmp/search-${name}.png` });
}
await browser.close();
