import { describe, expect, it } from "vitest";
import { isFooterVisible, isQrPath } from "./footer-visibility";

describe("the footer", () => {
  const page = { pathname: "/lv/contacts", search: "", isBot: false };

  it("shows on ordinary pages", () => {
    expect(isFooterVisible(page)).toBe(true);
    expect(isFooterVisible({ ...page, pathname: "/" })).toBe(true);
  });

  it("is hidden on quick-upload (QR) routes", () => {
    expect(isFooterVisible({ ...page, pathname: "/lv/qr/abc123/42" })).toBe(false);
    expect(isFooterVisible({ ...page, pathname: "/ru/qr/abc123/42" })).toBe(false);
  });

  it("is hidden for crawlers", () => {
    expect(isFooterVisible({ ...page, isBot: true })).toBe(false);
  });

  it("is hidden when the address carries the hide marker", () => {
    expect(isFooterVisible({ ...page, search: "?hideFooter=1" })).toBe(false);
    expect(isFooterVisible({ ...page, search: "?page=2&hideFooter=1" })).toBe(false);
    expect(isFooterVisible({ ...page, search: "?hideFooter=0" })).toBe(true);
  });

  it("counts only /{lang}/qr/... as a QR route", () => {
    expect(isQrPath("/lv/qr")).toBe(true);
    expect(isQrPath("/lv/qrcode")).toBe(false);
    expect(isQrPath("/xx/qr/1/2")).toBe(false);
    expect(isQrPath("/lv/transport/qr")).toBe(false);
  });
});
