import { OwnerType, Role, UserStatus } from "@tirgus/domain/users";
import type pg from "pg";
import { copyRows, reserveIds } from "../../../db/copy-rows.ts";
import type { DemoAccountIds } from "../../accounts/demo-accounts.ts";
import type { Random } from "./random.ts";

/*
 * Who sells the demo lots: private people with Latvian and Russian names (as Latvia's population), and
 * companies with a member each. A few sell a lot and most sell one or two, as on real classifieds sites;
 * some hold the trusted seller badge. The demo accounts get lots of their own: seller@demo.lv some of every
 * status, company@demo.lv's company a full shop window.
 */

type Person = { first: string[]; last: string[] };
const latvianMen: Person = {
  first: [
    "Jānis",
    "Andris",
    "Mārtiņš",
    "Edgars",
    "Kristaps",
    "Artūrs",
    "Raivis",
    "Uldis",
    "Aivars",
    "Roberts",
    "Gints",
    "Kārlis",
    "Normunds",
    "Valdis",
    "Toms",
    "Rihards",
  ],
  last: [
    "Bērziņš",
    "Kalniņš",
    "Ozoliņš",
    "Liepiņš",
    "Krūmiņš",
    "Balodis",
    "Zariņš",
    "Vītols",
    "Kļaviņš",
    "Eglītis",
    "Pētersons",
    "Jansons",
    "Siliņš",
    "Lapiņš",
    "Riekstiņš",
  ],
};
const latvianWomen: Person = {
  first: [
    "Anna",
    "Ilze",
    "Inese",
    "Laura",
    "Kristīne",
    "Dace",
    "Sanita",
    "Līga",
    "Elīna",
    "Agnese",
    "Zane",
    "Evija",
    "Baiba",
    "Ieva",
    "Marta",
  ],
  last: [
    "Bērziņa",
    "Kalniņa",
    "Ozoliņa",
    "Liepiņa",
    "Krūmiņa",
    "Balode",
    "Zariņa",
    "Vītola",
    "Kļaviņa",
    "Eglīte",
    "Pētersone",
    "Jansone",
    "Siliņa",
    "Lapiņa",
    "Riekstiņa",
  ],
};
const russianMen: Person = {
  first: [
    "Aleksandrs",
    "Sergejs",
    "Dmitrijs",
    "Andrejs",
    "Vladimirs",
    "Igors",
    "Jevgēņijs",
    "Maksims",
    "Artjoms",
    "Nikolajs",
  ],
  last: [
    "Ivanovs",
    "Petrovs",
    "Smirnovs",
    "Kuzņecovs",
    "Popovs",
    "Vasiļjevs",
    "Sokolovs",
    "Morozovs",
    "Volkovs",
    "Fjodorovs",
  ],
};
const russianWomen: Person = {
  first: [
    "Jeļena",
    "Olga",
    "Tatjana",
    "Natālija",
    "Irina",
    "Svetlana",
    "Jūlija",
    "Marina",
    "Anastasija",
    "Viktorija",
  ],
  last: [
    "Ivanova",
    "Petrova",
    "Smirnova",
    "Kuzņecova",
    "Popova",
    "Vasiļjeva",
    "Sokolova",
    "Morozova",
    "Volkova",
    "Fjodorova",
  ],
};
const companyWords = [
  "Auto",
  "Nami",
  "Būve",
  "Tehnika",
  "Serviss",
  "Mēbeles",
  "Dārzs",
  "Elektro",
  "Logi",
  "Koks",
  "Grupa",
  "Partneri",
];
const companyPlaces = [
  "Baltijas",
  "Rīgas",
  "Kurzemes",
  "Vidzemes",
  "Latgales",
  "Zemgales",
  "Daugavas",
  "Jūrmalas",
  "Ziemeļu",
  "Pils",
];

export type OwnerChoice = { ownerId: number; companyId: number | null };
export type DemoOwners = {
  /** The owner of a lot the generator made, keeping the demo accounts' quotas per status. */
  pick(ownerType: number, status: number): OwnerChoice;
};

export type OwnerCounts = { people: number; companies: number };

/** About one private seller per six lots and one company per 150, as many classifieds sites have. */
export const ownerCountsFor = (lots: number): OwnerCounts => ({
  people: Math.min(150_000, Math.max(20, Math.round(lots / 6))),
  companies: Math.min(5_000, Math.max(5, Math.round(lots / 150))),
});

/** Each status of seller@demo.lv's list gets this many lots, and the demo company this many in all. */
const sellerLotsPerStatus = 4;
const demoCompanyLots = 30;

export async function createDemoOwners(
  client: pg.PoolClient,
  random: Random,
  counts: OwnerCounts,
  accounts: DemoAccountIds,
  now: Date,
): Promise<DemoOwners> {
  const people = await insertPeople(client, random, counts.people, joinedBefore(now));
  const companies = await insertCompanies(client, random, counts.companies, people, joinedBefore(now));
  const sellerByStatus = new Map<number, number>();
  let companyLots = 0;
  return {
    pick(ownerType, status) {
      if (ownerType === OwnerType.company) {
        if (companyLots++ < demoCompanyLots)
          return { ownerId: accounts.company, companyId: accounts.companyId };
        const company = companies[busyFirst(random, companies.length)] as { id: number; memberId: number };
        return { ownerId: company.memberId, companyId: company.id };
      }
      const sellerLots = sellerByStatus.get(status) ?? 0;
      if (sellerLots < sellerLotsPerStatus) {
        sellerByStatus.set(status, sellerLots + 1);
        return { ownerId: accounts.seller, companyId: null };
      }
      return { ownerId: people[busyFirst(random, people.length)] as number, companyId: null };
    },
  };
}

/** An index skewed to the start of the list: a few owners hold many lots, most hold one or two. */
const busyFirst = (random: Random, length: number): number => Math.floor(random.next() ** 2.5 * length);

function personName(random: Random): { first: string; last: string } {
  const russian = random.chance(0.35);
  const man = random.chance(0.5);
  const bank = russian ? (man ? russianMen : russianWomen) : man ? latvianMen : latvianWomen;
  return { first: random.pick(bank.first), last: random.pick(bank.last) };
}

/** The lots of a load made at `now` are up to a year old (lot-content.ts): their owners joined before. */
const joinedBefore = (now: Date): number => now.getTime() - 366 * 86_400_000;

async function insertPeople(
  client: pg.PoolClient,
  random: Random,
  count: number,
  joined: number,
): Promise<number[]> {
  const ids = await reserveIds(client, "users", count);
  const now = Date.now();
  const rows = ids.map((id) => {
    const name = personName(random);
    const trusted = random.chance(0.06);
    const since = new Date(joined - random.float(0, 2_600) * 86_400_000);
    return [
      id,
      name.first,
      name.last,
      random.chance(0.35) ? "ru" : "lv",
      trusted ? UserStatus.trusted : UserStatus.new,
      trusted ? new Date(now + random.float(1, 90) * 86_400_000) : null,
      since,
    ];
  });
  await copyRows(
    client,
    "users",
    ["id", "first_name", "last_name", "language", "status", "trusted_badge_until", "created_at"],
    rows,
  );
  await insertPhones(client, ids);
  return ids;
}

/**
 * Every demo seller has a verified mobile number, so lot pages have contacts to show; some offer WhatsApp
 * beside it. The numbers follow the ids (29xxxxxx), so they never collide (the contacts table keeps verified
 * numbers unique) and never meet the demo accounts' own. Nothing here draws from the generator's random
 * sequence: the lots generated after the owners stay the same for a seed.
 */
async function insertPhones(client: pg.PoolClient, ids: number[]): Promise<void> {
  await copyRows(
    client,
    "contacts",
    ["user_id", "kind", "value", "verified", "pending", "preferred"],
    ids.map((id) => [id, "phone", `+37129${String(id % 1_000_000).padStart(6, "0")}`, 1, false, true]),
  );
  await copyRows(
    client,
    "user_preferences",
    ["user_id", "kind", "value"],
    ids.filter((id) => id % 10 < 3).map((id) => [id, "contact_display_whatsapp", "true"]),
  );
}

async function insertCompanies(
  client: pg.PoolClient,
  random: Random,
  count: number,
  people: number[],
  joined: number,
): Promise<{ id: number; memberId: number }[]> {
  const ids = await reserveIds(client, "companies", count);
  const now = Date.now();
  const companies = ids.map((id, index) => ({ id, memberId: people[index % people.length] as number }));
  const rows = ids.map((id) => {
    const trusted = random.chance(0.25);
    const registration = `40${String(random.int(100_000_000, 999_999_999))}`;
    return [
      id,
      `SIA "${random.pick(companyPlaces)} ${random.pick(companyWords)}"`,
      registration,
      `LV${registration}`,
      trusted ? UserStatus.trusted : UserStatus.new,
      trusted ? new Date(now + random.float(1, 90) * 86_400_000) : null,
      // Registered on the site a while ago, as the people are: the company page says "member since".
      new Date(joined - (id % 2_600) * 86_400_000),
    ];
  });
  await copyRows(
    client,
    "companies",
    ["id", "title", "registration_number", "vat_number", "status", "trusted_badge_until", "created_at"],
    rows,
  );
  await copyRows(
    client,
    "company_members",
    ["company_id", "user_id", "role"],
    companies.map((company) => [company.id, company.memberId, Role.admin]),
  );
  return companies;
}
