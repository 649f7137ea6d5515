import { ContactVerification, Role, UserStatus } from "@tirgus/domain/users";
import type pg from "pg";
import { hashPassword } from "../auth/crypto.ts";

/**
 * DESIGN.md's demo accounts, made by the demo data seed (never with DEMO_DATA=off): the owners of the demo
 * lots, each able to sign in with `demoPassword`.
 */
export const demoAccounts = {
  buyer: {
    email: "buyer@demo.lv",
    firstName: "Laura",
    lastName: "Kalniņa",
    role: null,
    phone: null,
    memberForDays: 420,
  },
  seller: {
    email: "seller@demo.lv",
    firstName: "Mārtiņš",
    lastName: "Ozoliņš",
    role: null,
    phone: "+37126000001",
    memberForDays: 1_130,
  },
  company: {
    email: "company@demo.lv",
    firstName: "Ilze",
    lastName: "Liepiņa",
    role: null,
    phone: "+37126000002",
    memberForDays: 2_010,
  },
  admin: {
    email: "admin@demo.lv",
    firstName: "Andris",
    lastName: "Bērziņš",
    role: Role.admin,
    phone: null,
    memberForDays: 2_400,
  },
} as const;
/** The password of every demo account (DESIGN.md section 5, README). */
export const demoPassword = "demo-password";

export type DemoAccountKey = keyof typeof demoAccounts;

export const demoCompany = {
  title: 'SIA "Baltijas Auto Centrs"',
  registrationNumber: "40103987654",
  vatNumber: "LV40103987654",
  address: "Krasta iela 52, Rīga, LV-1003",
  website: "https://baltijas-auto.example.lv",
  memberForDays: 2_010,
};

export type DemoAccountIds = Record<DemoAccountKey, number> & { companyId: number };

/**
 * Creates the demo accounts and the company of company@demo.lv, or finds them when they exist. Each has been
 * a member for a while (`memberForDays`, over a year): their pages say "member since" a date before their
 * oldest lots, which the demo load makes at most a year old.
 */
export async function ensureDemoAccounts(client: pg.PoolClient | pg.Pool): Promise<DemoAccountIds> {
  const ids = {} as Record<DemoAccountKey, number>;
  for (const [key, account] of Object.entries(demoAccounts) as [
    DemoAccountKey,
    (typeof demoAccounts)[DemoAccountKey],
  ][]) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, role, status, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6))
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [
        account.email,
        account.firstName,
        account.lastName,
        account.role,
        UserStatus.new,
        account.memberForDays,
      ],
    );
    ids[key] = Number(rows[0]?.id);
    await ensureDemoSignIn(client, ids[key], account);
  }
  const companyId = await ensureDemoCompany(client, ids.company);
  return { ...ids, companyId };
}

/**
 * The password, a verified e-mail address (the preferred contact) and, for the sellers, a verified Latvian
 * phone: publishing needs a local phone. Existing values are left alone.
 */
async function ensureDemoSignIn(
  client: pg.PoolClient | pg.Pool,
  userId: number,
  account: (typeof demoAccounts)[DemoAccountKey],
) {
  await client.query(
    "INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING",
    [userId, await hashPassword(demoPassword)],
  );
  const contacts: [string, string, number, boolean][] = [
    ["email", account.email, ContactVerification.verified, true],
  ];
  if (account.phone) contacts.push(["phone", account.phone, ContactVerification.verified_non_primary, false]);
  for (const [kind, value, verified, preferred] of contacts) {
    await client.query(
      `INSERT INTO contacts (user_id, kind, value, verified, pending, preferred) VALUES ($1, $2, $3, $4, false, $5)
       ON CONFLICT DO NOTHING`,
      [userId, kind, value, verified, preferred],
    );
  }
}

async function ensureDemoCompany(client: pg.PoolClient | pg.Pool, adminId: number): Promise<number> {
  const existing = await client.query<{ company_id: number }>(
    "SELECT company_id FROM company_members WHERE user_id = $1 AND role = $2",
    [adminId, Role.admin],
  );
  if (existing.rows[0]) return Number(existing.rows[0].company_id);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO companies (title, registration_number, vat_number, address, website, status, trusted_badge_until,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + interval '3 months', now() - make_interval(days => $7)) RETURNING id`,
    [
      demoCompany.title,
      demoCompany.registrationNumber,
      demoCompany.vatNumber,
      demoCompany.address,
      demoCompany.website,
      UserStatus.trusted,
      demoCompany.memberForDays,
    ],
  );
  const companyId = Number(rows[0]?.id);
  await client.query("INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)", [
    companyId,
    adminId,
    Role.admin,
  ]);
  return companyId;
}
