import { MediaMessage } from "@tirgus/domain/errors";
import { mediaUrl } from "@tirgus/domain/media";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsTestApp, bearer, buildAccountsTestApp } from "../auth/test-accounts.ts";

let test: AccountsTestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  test = await buildAccountsTestApp();
  headers = bearer((await test.signedUpUser("avatar@example.lv")).access_token);
});
afterAll(() => test.close());

/** A picture of a face-sized scene: a coloured square, wider than high. */
const picture = (width: number, height: number, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

const upload = (body: Buffer, type = "image/png") =>
  test.app.inject({
    method: "PUT",
    url: "/api/me/avatar",
    headers: { ...headers, "content-type": type },
    payload: body,
  });

describe("PUT /api/me/avatar", () => {
  it("stores 128 and 256 px squares cut from the picture, and shows them on the user", async () => {
    const response = await upload(await picture(400, 300));
    expect(response.statusCode).toBe(200);
    const avatar = response.json().content.avatar as string;
    expect(avatar).toMatch(/^[0-9a-f]{16}$/);
    for (const [side, format] of [
      [128, "webp"],
      [256, "jpeg"],
    ] as const) {
      const url = mediaUrl({ cdn: "", storageId: avatar, size: `avatar${side}`, rotation: 0, format });
      const file = await test.app.inject({ url });
      expect(file.statusCode).toBe(200);
      const { width, height } = await sharp(file.rawPayload).metadata();
      expect([width, height]).toEqual([side, side]);
    }
    const me = await test.app.inject({ url: "/api/me", headers });
    expect(me.json().content.avatar).toBe(avatar);
  });

  it("takes a jpeg too, and a new picture gets a new address", async () => {
    const first = (await upload(await picture(300, 300, "jpeg"), "image/jpeg")).json().content.avatar;
    const second = (await upload(await picture(300, 300, "jpeg"), "image/jpeg")).json().content.avatar;
    expect(second).not.toBe(first);
  });

  it("refuses a picture under 200x200 and a file that is no picture, keeping the avatar", async () => {
    const kept = (await test.app.inject({ url: "/api/me", headers })).json().content.avatar;
    const small = await upload(await picture(199, 400));
    expect(small.statusCode).toBe(400);
    expect(small.json().errors).toEqual([{ message: MediaMessage.avatarTooSmall, field: "avatar" }]);
    const text = await upload(Buffer.from("not a picture at all"));
    expect(text.json().errors).toEqual([{ message: MediaMessage.notAPicture, field: "avatar" }]);
    expect((await test.app.inject({ url: "/api/me", headers })).json().content.avatar).toBe(kept);
  });

  it("refuses other content types and anonymous callers", async () => {
    const asJson = await test.app.inject({
      method: "PUT",
      url: "/api/me/avatar",
      headers,
      payload: { avatar: "x" },
    });
    expect(asJson.statusCode).toBe(400);
    const anonymous = await test.app.inject({
      method: "PUT",
      url: "/api/me/avatar",
      headers: { "content-type": "image/png" },
      payload: await picture(300, 300),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("DELETE /api/me/avatar", () => {
  it("removes the avatar from the user", async () => {
    await upload(await picture(300, 300));
    const removed = await test.app.inject({ method: "DELETE", url: "/api/me/avatar", headers });
    expect(removed.json().content).toEqual({ avatar: null });
    expect((await test.app.inject({ url: "/api/me", headers })).json().content.avatar).toBeNull();
  });
});
