import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { type Me, signedOutShell } from "./session";
import { displayNameOf, loadShellData, shellSessionOf } from "./session.server";

const me: Me = {
  id: 7,
  fname: "Anna",
  lname: "Bērziņa",
  pseudonym: null,
  avatar: null,
  email: "anna@example.lv",
  language: "ru",
  company: { id: 3 },
  userContact: null,
  role: null,
  impersonatedBy: null,
};

/** An API client whose answers come from a table of paths; it records what was asked. */
function fakeApi(answers: Record<string, Response>) {
  const asked: string[] = [];
  const api = createApiClient({
    origin: "http://tirgus.test",
    warn: () => undefined,
    transport: async (request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      return answers[path]?.clone() ?? Response.json({ errors: [{ message: "Not found" }] }, { status: 404 });
    },
  });
  return { api, asked };
}

describe("the shell's session loading", () => {
  it("asks nothing for a visitor without a session cookie", async () => {
    const { api, asked } = fakeApi({});
    await expect(loadShellData(api, "language=ru")).resolves.toBe(signedOutShell);
    expect(asked).toEqual([]);
  });

  it("loads the user, offers, lot counts and new messages together for a session cookie", async () => {
    const { api, asked } = fakeApi({
      "/api/me": Response.json({ content: me }),
      "/api/me/offers": Response.json({ content: { count: 1, data: [{}] } }),
      "/api/me/lots/count": Response.json({ content: { count: 9, published: 4, companyPublished: 1 } }),
      "/api/msg/v1/new-count": Response.json({ content: { count: 2 } }),
      "/api/watch-lists/counts": Response.json({ content: { favorites: 5, compare: 3 } }),
    });
    const shell = await loadShellData(api, "session=12.secret; csrf=x");
    expect(shell.session).toEqual({
      userId: 7,
      displayName: "Anna Bērziņa",
      avatarUrl: null,
      companyId: 3,
      hasPackages: true,
      language: "ru",
      isAdmin: false,
      impersonatedBy: null,
      listView: null,
    });
    // The badges count the published lots their links open, not every lot the user has.
    expect(shell.counts).toMatchObject({
      myItems: 4,
      myCompanyItems: 1,
      unreadMessages: 2,
      favorites: 5,
      compare: 3,
    });
    expect(asked.sort()).toEqual([
      "/api/me",
      "/api/me/lots/count",
      "/api/me/offers",
      "/api/msg/v1/new-count",
      "/api/watch-lists/counts",
    ]);
  });

  it("reads a signed-out visitor's favourites and compare counts through the watch cookie", async () => {
    const { api, asked } = fakeApi({
      "/api/watch-lists/counts": Response.json({ content: { favorites: 0, compare: 2 } }),
    });
    const shell = await loadShellData(api, "watch=abc; watchLists=1");
    expect(shell.session).toBeNull();
    expect(shell.counts).toMatchObject({ favorites: 0, compare: 2 });
    expect(asked).toEqual(["/api/watch-lists/counts"]);
    // Without the marker of lists that hold something the page is everyone's: nothing is asked.
    const unmarked = fakeApi({
      "/api/watch-lists/counts": Response.json({ content: { favorites: 1, compare: 0 } }),
    });
    await expect(loadShellData(unmarked.api, "watch=abc")).resolves.toBe(signedOutShell);
    expect(unmarked.asked).toEqual([]);
  });

  it("treats a session cookie the server refuses (revoked, expired) as signed out", async () => {
    const unauthorized = Response.json({ errors: [{ message: "Unauthorized" }] }, { status: 401 });
    const { api } = fakeApi({
      "/api/me": unauthorized,
      "/api/me/offers": unauthorized,
      "/api/me/lots/count": unauthorized,
      "/api/msg/v1/new-count": unauthorized,
    });
    await expect(loadShellData(api, "session=12.gone")).resolves.toBe(signedOutShell);
  });

  it("names the user by pseudonym, then names, then e-mail or contact", () => {
    expect(displayNameOf({ ...me, pseudonym: "Annija" })).toBe("Annija");
    expect(displayNameOf(me)).toBe("Anna Bērziņa");
    expect(displayNameOf({ ...me, fname: null, lname: null })).toBe("anna@example.lv");
    const phoneOnly = {
      ...me,
      fname: null,
      lname: null,
      email: null,
      userContact: { value: "+37120000000" },
    };
    expect(displayNameOf(phoneOnly)).toBe("+37120000000");
  });
});

describe("the list view preference", () => {
  it("follows the signed-in user's lots_view_type, and is left to the cookie when they have none", () => {
    expect(shellSessionOf({ ...me, preferences: { lots_view_type: "list" } }, 0).listView).toBe("list");
    expect(shellSessionOf({ ...me, preferences: { lots_view_type: "map" } }, 0).listView).toBeNull();
    expect(shellSessionOf(me, 0).listView).toBeNull();
  });
});
