import type { LotList } from "@tirgus/domain/lot-list";
import type { PublicCompany, PublicUser } from "@tirgus/domain/seller-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";

let test: TestApp;
let userId: number;
let companyId: number;
beforeAll(async () => {
  test = await buildTestApp();
  const user = await test.db.pool.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, pseudonym, status, trusted_badge_until)
     VALUES ('anna@example.lv', 'Anna', 'Bērziņa', 'AnnaB', 1, now() + interval '30 days') RETURNING id`,
  );
  userId = Number(user.rows[0]?.id);
  const company = await test.db.pool.query<{ id: string }>(
    `INSERT INTO companies (title, registration_number, vat_number, address, website)
     VALUES ('Auto SIA', '40003000001', 'LV40003000001', 'Rīga, Brīvības iela 1', 'https://auto.example.lv')
     RETURNING id`,
  );
  companyId = Number(company.rows[0]?.id);
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: "GET", url });

describe("GET /api/users/{id}", () => {
  it("shows the public name, badge and member since, never contacts", async () => {
    const response = await get(`/api/users/${userId}`);
    expect(response.statusCode).toBe(200);
    const user = response.json().content as PublicUser;
    expect(user).toMatchObject({ id: userId, name: "AnnaB", trustedBadge: true });
    expect(Date.parse(user.memberSince)).toBeGreaterThan(0);
    expect(response.body).not.toContain("anna@example.lv");
    expect(response.body).not.toContain("Bērziņa");
  });

  it("does not find hidden, blocked and deleted users, unknown ids, and refuses bad ids", async () => {
    const blocked = await test.db.pool.query<{ id: string }>(
      "INSERT INTO users (first_name, status) VALUES ('Blocked', 6) RETURNING id",
    );
    expect((await get(`/api/users/${blocked.rows[0]?.id}`)).statusCode).toBe(404);
    expect((await get("/api/users/99999999")).statusCode).toBe(404);
    expect((await get("/api/users/abc")).statusCode).toBe(400);
    expect((await get("/api/users/-1")).statusCode).toBe(400);
  });
});

describe("GET /api/companies/{id}", () => {
  it("shows the company card with its register details", async () => {
    const response = await get(`/api/companies/${companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().content as PublicCompany).toMatchObject({
      id: companyId,
      title: "Auto SIA",
      logo: null,
      trustedBadge: false,
      registrationNumber: "40003000001",
      vatNumber: "LV40003000001",
      website: "https://auto.example.lv",
    });
    expect((await get("/api/companies/99999999")).statusCode).toBe(404);
    expect((await get("/api/companies/1.5")).statusCode).toBe(400);
  });
});

describe("GET /api/lots with user or company", () => {
  it("lists only a user's published lots as a private person, newest first, a page at a time", async () => {
    const mine = [];
    for (let day = 0; day < 3; day++)
      mine.push(
        await insertTestLot(test.db.pool, { categoryKey: "cars", ownerId: userId, publishedDaysAgo: day }),
      );
    const draft = await insertTestLot(test.db.pool, { categoryKey: "cars", ownerId: userId, status: 1 });
    const closed = await insertTestLot(test.db.pool, { categoryKey: "cars", ownerId: userId, status: 4 });
    const forCompany = await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      ownerId: userId,
      companyId,
      ownerType: 2,
    });
    const someoneElse = await insertTestLot(test.db.pool, { categoryKey: "cars" });

    const first = (await get(`/api/lots?user=${userId}&itemsPerPage=2`)).json().content as LotList;
    expect(first.count).toBe(3);
    expect(first.data.map((card) => card.id)).toEqual([mine[0], mine[1]]);
    const second = (await get(`/api/lots?user=${userId}&itemsPerPage=2&page=2`)).json().content as LotList;
    expect(second.data.map((card) => card.id)).toEqual([mine[2]]);
    const all = [...first.data, ...second.data].map((card) => card.id);
    for (const hidden of [draft, closed, forCompany, someoneElse]) expect(all).not.toContain(hidden);

    const company = (await get(`/api/lots?company=${companyId}`)).json().content as LotList;
    expect(company.data.map((card) => card.id)).toEqual([forCompany]);
  });

  it("refuses malformed user and company ids", async () => {
    for (const query of ["user=abc", "user=0", "company=-2", "company=1e5", "user=99999999999999999999"]) {
      const response = await get(`/api/lots?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field).toBe(query.split("=")[0]);
    }
    const unknown = (await get("/api/lots?company=99999999")).json().content as LotList;
    expect(unknown).toMatchObject({ count: 0, data: [] });
  });
});
