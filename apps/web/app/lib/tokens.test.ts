import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTokenPipeline, nextLoopCount, storageKeys, type TokenAnswer, tokenLoopLimit } from "./tokens";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const answer = (n: number): TokenAnswer => ({
  access_token: `access-${n}`,
  expires_in: 900,
  refresh_token: `refresh-${n}`,
  token_type: "Bearer",
  scope: "api msg",
});

/** A pipeline over memory storage and a token endpoint that answers from a script. */
function setup(
  respond: (body: URLSearchParams) => Response | Promise<Response> = () => Response.json(answer(2)),
) {
  const storage = memoryStorage();
  const refreshBodies: URLSearchParams[] = [];
  let loginFlag = false;
  const reload = vi.fn();
  const popup = { reloadOpener: vi.fn(), close: vi.fn() };
  let named = false;
  const pipeline = createTokenPipeline({
    storage,
    origin: "http://tirgus.test",
    now: () => Date.now(),
    fetch: async (request) => {
      const body = new URLSearchParams(await request.text());
      refreshBodies.push(body);
      return respond(body);
    },
    setLoginFlag: (on) => {
      loginFlag = on;
    },
    hasLoginFlag: () => loginFlag,
    reload,
    oauthWindow: () => (named ? popup : null),
  });
  return {
    pipeline,
    storage,
    refreshBodies,
    reload,
    popup,
    loginFlag: () => loginFlag,
    nameWindowOauth: () => {
      named = true;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-05-01T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the token pipeline", () => {
  it("stores the access token with its expiry, the refresh token, a timestamp and a loop counter, and sets the login flag", () => {
    const { pipeline, storage, loginFlag } = setup();
    pipeline.signedIn(answer(1));
    expect(Object.fromEntries(storage.values)).toEqual({
      [storageKeys.accessToken]: "access-1",
      [storageKeys.accessExpiresAt]: String(Date.now() + 900_000),
      [storageKeys.refreshToken]: "refresh-1",
      [storageKeys.refreshedAt]: String(Date.now()),
      [storageKeys.loopCount]: "0",
    });
    expect(loginFlag()).toBe(true);
  });

  it("in a window named OAUTH, reloads the opener and closes after the sign-in", () => {
    const { pipeline, popup, nameWindowOauth } = setup();
    pipeline.signedIn(answer(1));
    expect(popup.reloadOpener).not.toHaveBeenCalled();
    nameWindowOauth();
    pipeline.signedIn(answer(1));
    expect(popup.reloadOpener).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it("refreshes with a form POST of grant_type refresh_token and stores the rotated pair", async () => {
    const { pipeline, refreshBodies } = setup();
    pipeline.signedIn(answer(1));
    await expect(pipeline.refresh()).resolves.toBe("access-2");
    expect(refreshBodies.map((body) => Object.fromEntries(body))).toEqual([
      { grant_type: "refresh_token", refresh_token: "refresh-1" },
    ]);
    expect(pipeline.accessToken()).toBe("access-2");
  });

  it("clears the stored tokens when the token endpoint refuses", async () => {
    const { pipeline, storage } = setup(() => Response.json({ error: "invalid_grant" }, { status: 400 }));
    pipeline.signedIn(answer(1));
    await expect(pipeline.refresh()).resolves.toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it("refreshes every 60 s while signed in, and stops when asked", async () => {
    const { pipeline, refreshBodies } = setup();
    pipeline.signedIn(answer(1));
    pipeline.start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refreshBodies).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshBodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshBodies).toHaveLength(2);
    pipeline.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refreshBodies).toHaveLength(2);
  });

  it("ends the session (login cleared, page reloaded) when a periodic refresh fails", async () => {
    const { pipeline, reload, loginFlag } = setup(() => new Response(null, { status: 400 }));
    pipeline.signedIn(answer(1));
    pipeline.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loginFlag()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("the loop counter", () => {
  it("resets when the last refresh was over 10 s ago and grows otherwise", () => {
    expect(nextLoopCount(3, 0, 10_001)).toBe(0);
    expect(nextLoopCount(3, 0, 10_000)).toBe(4);
    expect(nextLoopCount(0, 5_000, 6_000)).toBe(1);
  });

  it("stops a refresh loop: the session ends instead of another request", async () => {
    let n = 2;
    const { pipeline, refreshBodies, reload, storage } = setup(() => Response.json(answer(n++)));
    pipeline.signedIn(answer(1));
    for (let index = 0; index < tokenLoopLimit + 2; index++) {
      await pipeline.refresh();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(refreshBodies).toHaveLength(tokenLoopLimit - 1);
    expect(reload).toHaveBeenCalled();
    expect(storage.values.get(storageKeys.accessToken)).toBeUndefined();
  });

  it("does not count refreshes a minute apart as a loop", async () => {
    const { pipeline, refreshBodies, reload } = setup();
    pipeline.signedIn(answer(1));
    for (let index = 0; index < tokenLoopLimit + 2; index++) {
      await pipeline.refresh();
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(refreshBodies).toHaveLength(tokenLoopLimit + 2);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("a 401 with a bearer token", () => {
  it("refreshes once per failed token; the requests queued on it all get the new token", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { pipeline, refreshBodies } = setup(async () => {
      await gate;
      return Response.json(answer(2));
    });
    pipeline.signedIn(answer(1));
    const queued = [pipeline.renew("access-1"), pipeline.renew("access-1"), pipeline.renew("access-1")];
    release();
    await expect(Promise.all(queued)).resolves.toEqual(["access-2", "access-2", "access-2"]);
    // A late request that failed with the old token retries with the current one, without refreshing.
    await expect(pipeline.renew("access-1")).resolves.toBe("access-2");
    expect(refreshBodies).toHaveLength(1);
  });

  it("answers null when there is nothing to refresh with", async () => {
    const { pipeline, refreshBodies } = setup();
    await expect(pipeline.renew("access-1")).resolves.toBeNull();
    expect(refreshBodies).toHaveLength(0);
  });
});

describe("logout", () => {
  it("forgets every stored token and the login flag", () => {
    const { pipeline, storage, loginFlag } = setup();
    pipeline.signedIn(answer(1));
    pipeline.forget();
    expect(storage.values.size).toBe(0);
    expect(loginFlag()).toBe(false);
  });
});
