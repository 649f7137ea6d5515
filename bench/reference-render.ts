import Fastify from "fastify";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";

/*
 * DESIGN.md section 9's reference for server rendering on these machines: "Fastify + React renderToString of
 * a 24-card listing ~2,300 pages/s". The bench runs this server in a process of its own (`node
 * bench/reference-render.ts <port>`) and loads it as it loads the marketplace's listings, so RESULTS.md shows
 * what this machine gives the bare stack beside what the marketplace's pages get: the SSR budgets were set
 * against that figure.
 *
 * The page is a plain listing: a title and 24 cards of the marketplace's own card markup (picture, title
 * link, price, attributes, region and time; about 18 elements a card), no router, no data loading, no
 * hydration data. Each request renders a different window of 24 of 240 generated lots.
 */

type Lot = { id: number; title: string; price: string; attributes: string; region: string; age: string };

const makes = ["Volkswagen Golf", "Audi A4", "BMW 320", "Toyota Corolla", "Škoda Octavia", "Volvo V70"];
const regions = ["Rīga, Centrs", "Rīga, Purvciems", "Jelgava", "Liepāja", "Daugavpils", "Ādaži"];
const lots: Lot[] = Array.from({ length: 240 }, (_, index) => ({
  id: 1_000_000 + index,
  title: `Pārdod: ${makes[index % makes.length]}, ${2005 + (index % 18)}, 1.9 dīzelis, manuāla`,
  price: `${(1_500 + index * 37).toLocaleString("lv-LV")} €`,
  attributes: `${2005 + (index % 18)} · ${(120_000 + index * 911).toLocaleString("lv-LV")} km · 1.9 l`,
  region: regions[index % regions.length] ?? "",
  age: `Pirms ${1 + (index % 30)} dienām`,
}));

function card(lot: Lot): ReactNode {
  const picture = `/storage/${lot.id}/aspect43.webp`;
  return h(
    "li",
    { key: lot.id },
    h(
      "article",
      { className: "lot-card group h-full flex-col", "data-lot-id": lot.id },
      h(
        "div",
        { className: "relative shrink-0 overflow-hidden bg-subtle aspect-[4/3] w-full" },
        h("img", {
          src: picture,
          srcSet: `/storage/${lot.id}/med.webp 500w, ${picture} 960w`,
          sizes: "(min-width: 768px) 320px, 50vw",
          alt: "",
          loading: "lazy",
          decoding: "async",
          className: "lot-card-picture",
        }),
        h(
          "div",
          { className: "pointer-events-none absolute inset-x-2 bottom-2 flex gap-1", "aria-hidden": true },
          [0, 1, 2, 3, 4].map((band) => h("span", { key: band, className: "lot-card-band" })),
        ),
      ),
      h(
        "div",
        { className: "flex min-w-0 flex-1 flex-col gap-1 p-3" },
        h(
          "h3",
          { className: "font-medium leading-snug line-clamp-2" },
          h("a", { className: "lot-card-link", href: `/lv/transports/vieglie-auto/!${lot.id}` }, lot.title),
        ),
        h("p", { className: "flex flex-wrap items-baseline gap-x-2" }, h("span", null, lot.price)),
        h("p", { className: "truncate text-sm text-muted" }, lot.attributes),
        h(
          "div",
          { className: "lot-card-meta" },
          h("span", { className: "truncate" }, lot.region),
          h("time", { dateTime: "2026-11-03T11:03:10.961Z" }, lot.age),
        ),
      ),
    ),
  );
}

function page(first: number): ReactNode {
  const shown = Array.from({ length: 24 }, (_, index) => lots[(first + index) % lots.length] as Lot);
  return h(
    "html",
    { lang: "lv" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Vieglie auto | Tirgus")),
    h(
      "body",
      null,
      h(
        "main",
        null,
        h("h1", null, "Vieglie auto"),
        h("ul", { className: "grid grid-cols-2 gap-3 md:grid-cols-3" }, shown.map(card)),
      ),
    ),
  );
}

const app = Fastify();
let next = 0;
app.get("/", async (_request, reply) => {
  next = (next + 24) % lots.length;
  return reply.type("text/html; charset=utf-8").send(`<!DOCTYPE html>${renderToString(page(next))}`);
});
await app.listen({ port: Number(process.argv[2] ?? 3299), host: "127.0.0.1" });
process.on("SIGINT", () => void app.close().then(() => process.exit(0)));
