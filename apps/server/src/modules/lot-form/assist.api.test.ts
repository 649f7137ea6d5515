import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { VehicleLookup } from "@tirgus/domain/lot-form-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/app.ts";
import { bearer, passwordAccount } from "../../../test/social-accounts.ts";
import { resolveJwtSecret } from "../auth/secret.ts";
import { isValidLotToken } from "../lots/lot-tokens.ts";

/** A local HTTP peer standing in for an outside service: answers each request with `answer(path, body)`. */
async function fakeService(answer: (path: string, body: string) => { status: number; json?: unknown }) {
  const requests: { path: string; body: string; authorization?: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      requests.push({ path: request.url ?? "", body, authorization: request.headers.authorization });
      const { status, json } = answer(request.url ?? "", body);
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let test: TestApp;
let seller: { userId: number; accessToken: string };
let carFilters: CategoryFilter[];
beforeAll(async () => {
  test = await buildTestApp();
  seller = await passwordAccount(test, "assist@example.lv");
  carFilters = (await test.app.inject({ url: "/api/categories/1001/filters?create=true" })).json().content
    .data;
}, 60_000);
afterAll(() => test.close());

const idOf = (key: string) => String(carFilters.find((link) => link.filter.key === key)?.filter.id);
const post = (url: string, payload: object, app = test) =>
  app.app.inject({ method: "POST", url, headers: bearer(seller.accessToken), payload });

describe("AI description", () => {
  it("writes Latvian and Russian texts offline from the category, values, place and price", async () => {
    const make = carFilters.find((link) => link.filter.key === "make")?.filterDefinedValues[0];
    const region = (await test.db.pool.query<{ id: number }>("SELECT id FROM regions ORDER BY id LIMIT 1"))
      .rows[0]?.id;
    const response = await post("/api/lots/ai-description", {
      category: 1001,
      action: 1,
      adFilterValues: { [idOf("make")]: make?.id ?? 0, [idOf("mileage")]: 154000, [idOf("year")]: 2016 },
      adLocation: { region: region ?? null },
      prices: { "1": { value: "7450" } },
    });
    expect(response.statusCode).toBe(200);
    const { lv, ru } = response.json().content;
    expect(lv.split("\n")[0]).toBe(`Pārdodu vieglie auto ${make?.displayValue.lv} 2016.`);
    expect(lv).toContain("154 000 km");
    expect(lv).toContain("– Izlaiduma gads: 2016");
    expect(lv).toContain("Cena: 7 450 €.");
    expect(ru).toContain("Продаю");
    expect(ru).toContain("154 000 км");
  });

  it("asks a model behind an OpenAI-compatible API when one is configured, and says when it fails", async () => {
    let fail = false;
    const model = await fakeService(() =>
      fail
        ? { status: 500 }
        : {
            status: 200,
            json: {
              choices: [
                { message: { content: JSON.stringify({ lv: "Labs auto.", ru: "Хорошая машина." }) } },
              ],
            },
          },
    );
    const withModel = await buildTestApp({ AI_API_URL: model.url, AI_API_KEY: "test-key", AI_MODEL: "tiny" });
    try {
      const account = await passwordAccount(withModel, "model@example.lv");
      const ask = () =>
        withModel.app.inject({
          method: "POST",
          url: "/api/lots/ai-description",
          headers: bearer(account.accessToken),
          payload: { category: 1001, action: 1 },
        });
      expect((await ask()).json().content).toEqual({ lv: "Labs auto.", ru: "Хорошая машина." });
      const sent = JSON.parse(model.requests[0]?.body ?? "{}");
      expect(model.requests[0]?.path).toBe("/chat/completions");
      expect(model.requests[0]?.authorization).toBe("Bearer test-key");
      expect(sent.model).toBe("tiny");
      expect(JSON.parse(sent.messages[1].content).category).toEqual({
        lv: "Vieglie auto",
        ru: "Легковые авто",
      });
      fail = true;
      expect((await ask()).statusCode).toBe(503);
    } finally {
      await withModel.close();
      await model.close();
    }
  });

  it("needs a category and a session", async () => {
    expect((await post("/api/lots/ai-description", { action: 1 })).statusCode).toBe(400);
    const anonymous = await test.app.inject({
      method: "POST",
      url: "/api/lots/ai-description",
      payload: { category: 1001 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("vehicle lookup by number plate", () => {
  const lookup = (plate: string, kind = "car") =>
    test.app.inject({
      url: `/api/vehicles/${encodeURIComponent(plate)}?kind=${kind}`,
      headers: bearer(seller.accessToken),
    });

  it("fills the car's category and values from the offline register, the same for the same plate", async () => {
    const first = (await lookup("AB-1234")).json().content as VehicleLookup;
    expect(first.category).toBe(1001);
    const makes = carFilters.find((link) => link.filter.key === "make")?.filterDefinedValues ?? [];
    const make = makes.find((value) => value.id === first.adFilterValues[idOf("make")]);
    expect(make?.parentValueId, JSON.stringify(first)).toBeNull();
    // The model is one of that make's models, under the model filter.
    const model = makes.find((value) => value.id === first.adFilterValues[idOf("model")]);
    expect(model?.parentValueId).toBe(make?.id);
    expect(first.adFilterValues[idOf("year")]).toBeGreaterThanOrEqual(2004);
    expect((await lookup("ab 1234")).json().content).toEqual(first);
    expect(((await lookup("AB12", "moto")).json().content as VehicleLookup).category).toBe(1004);
  });

  it("answers the spec's text for an unknown or malformed plate", async () => {
    for (const plate of ["ZZ1234", "123456", "ABCDEFGH"]) {
      const response = await lookup(plate);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([{ message: "Vehicle information does not found" }]);
    }
  });

  it("asks the national register over HTTP when configured", async () => {
    const register = await fakeService((path) =>
      path.startsWith("/vehicles/KX77")
        ? { status: 200, json: { make: "Volvo", model: null, year: 2012, fuel: "Diesel" } }
        : { status: 404 },
    );
    const withRegister = await buildTestApp({ VEHICLE_REGISTER_URL: register.url });
    try {
      const account = await passwordAccount(withRegister, "register@example.lv");
      const ask = (plate: string) =>
        withRegister.app.inject({ url: `/api/vehicles/${plate}`, headers: bearer(account.accessToken) });
      const found = (await ask("KX77")).json().content as VehicleLookup;
      const volvo = carFilters
        .find((link) => link.filter.key === "make")
        ?.filterDefinedValues.find((v) => v.displayValue.en === "Volvo");
      expect(found.adFilterValues[idOf("make")]).toBe(volvo?.id);
      expect(found.adFilterValues[idOf("year")]).toBe(2012);
      expect((await ask("KX78")).statusCode).toBe(404);
      expect(register.requests.map((request) => request.path)).toEqual([
        "/vehicles/KX77?kind=car",
        "/vehicles/KX78?kind=car",
      ]);
    } finally {
      await withRegister.close();
      await register.close();
    }
  });
});

describe("QR upload token and category suggestions", () => {
  it("gives the owner a token for that lot only, valid for an hour", async () => {
    const created = await post("/api/lots", { category: 1001 });
    const lotId = created.json().content.id as number;
    const qr = (await post(`/api/lots/${lotId}/qr`, {})).json().content;
    expect(qr.lot).toBe(lotId);
    const secret = await resolveJwtSecret(testConfig());
    expect(isValidLotToken(secret, "qrUpload", qr.hash, lotId, seller.userId, new Date())).toBe(true);
    expect(isValidLotToken(secret, "qrUpload", qr.hash, lotId + 1, seller.userId, new Date())).toBe(false);
    expect(isValidLotToken(secret, "renew", qr.hash, lotId, seller.userId, new Date())).toBe(false);
    expect(
      isValidLotToken(secret, "qrUpload", qr.hash, lotId, seller.userId, new Date(Date.now() + 3_601_000)),
    ).toBe(false);
    const other = await passwordAccount(test, "qr-other@example.lv");
    const refused = await test.app.inject({
      method: "POST",
      url: `/api/lots/${lotId}/qr`,
      headers: bearer(other.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps a suggested category and answers the spec's toast", async () => {
    const response = await post("/api/categories/suggestions", {
      name: "Elektriskie skrejriteņi",
      parentId: 1000,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().notifications).toEqual([{ message: "Suggested category was added!" }]);
    const { rows } = await test.db.pool.query("SELECT name, parent_id FROM category_suggestions");
    expect(rows).toEqual([{ name: "Elektriskie skrejriteņi", parent_id: 1000 }]);
  });
});
