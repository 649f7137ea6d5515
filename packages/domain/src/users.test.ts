import { describe, expect, it } from "vitest";
import { userSettingSchemas } from "./auth.ts";
import {
  ContactVerification,
  companyAccess,
  companyPermissions,
  defaultLoginProvider,
  LoginProvider,
  normalizePhone,
  OwnerType,
  parseContact,
  Role,
  socialContactType,
  UserStatus,
  userSettingKeys,
} from "./users.ts";

describe("user enumerations", () => {
  it("user statuses have the spec's ids", () => {
    expect(UserStatus).toEqual({ new: 1, trusted: 2, hidden: 4, auto_hidden: 5, blocked: 6, deleted: 7 });
  });

  it("roles are admin 1 and publisher 3", () => {
    expect(Role).toEqual({ admin: 1, publisher: 3 });
  });

  it("owner types are admin 0, personal 1 and company 2", () => {
    expect(OwnerType).toEqual({ admin: 0, personal: 1, company: 2 });
  });

  it("login providers have the spec's ids and e-mail is the default", () => {
    expect(LoginProvider).toEqual({
      phone: 1,
      email: 2,
      google: 3,
      facebook: 4,
      draugiem: 6,
      inbox: 7,
      eparakts: 10,
    });
    expect(defaultLoginProvider).toBe(2);
  });

  it("contact verification is not_verified 0, verified 1 and verified_non_primary -1", () => {
    expect(ContactVerification).toEqual({ not_verified: 0, verified: 1, verified_non_primary: -1 });
  });

  it("a social id is contact type 100", () => {
    expect(socialContactType).toBe(100);
  });

  it("user settings are the spec's nine keys", () => {
    expect(userSettingKeys).toEqual([
      "user_public_name",
      "user_public_email",
      "company_classifieds_user_info",
      "user_receive_digest_similar",
      "user_receive_price_change",
      "user_review_lots",
      "lots_view_type",
      "contact_display_telegram",
      "contact_display_whatsapp",
    ]);
  });
});

describe("company permissions", () => {
  it("are create, member and invite", () => {
    expect(companyPermissions).toEqual(["create", "member", "invite"]);
  });

  it("give edit access when the company call allows PUT", () => {
    expect(companyAccess("GET, PUT, DELETE")).toBe("edit");
    expect(companyAccess("get,put")).toBe("edit");
  });

  it("give watch access when PUT is not allowed", () => {
    expect(companyAccess("GET, HEAD")).toBe("watch");
    expect(companyAccess("")).toBe("watch");
    expect(companyAccess("GET, PUTX")).toBe("watch");
  });
});

describe("contacts", () => {
  it("take Latvian numbers as 8 digits with dial code 371 and others with their 1-3 digit prefix", () => {
    expect(normalizePhone("20000000")).toBe("+37120000000");
    expect(normalizePhone("+371 20000000")).toBe("+37120000000");
    expect(normalizePhone("+44 12345678")).toBe("+4412345678");
    expect(normalizePhone("1234567")).toBeNull();
    expect(normalizePhone("a@b.lv")).toBeNull();
  });

  it("tell e-mail addresses (lower-cased) from phone numbers", () => {
    expect(parseContact(" Anna@Example.LV ")).toEqual({ kind: "email", value: "anna@example.lv" });
    expect(parseContact("29123456")).toEqual({ kind: "phone", value: "+37129123456" });
    expect(parseContact("not a contact")).toBeNull();
  });
});

describe("user settings", () => {
  it("validate each key's value: switches are booleans, lots_view_type a view type", () => {
    expect(Object.keys(userSettingSchemas)).toEqual([...userSettingKeys]);
    expect(userSettingSchemas.user_public_name.safeParse(true).success).toBe(true);
    expect(userSettingSchemas.user_public_name.safeParse("yes").success).toBe(false);
    expect(userSettingSchemas.lots_view_type.safeParse("grid").success).toBe(true);
    expect(userSettingSchemas.lots_view_type.safeParse("table").success).toBe(false);
  });
});
