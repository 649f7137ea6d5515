import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { notFoundWhenRefused, orNull } from "./not-found";

const failure = (status: number) =>
  new ApiError({ status, url: "/api/categories/1/filters", method: "GET", message: `HTTP ${status}` });

describe("what a loader makes of an API's refusal", () => {
  it("reads a 404 or 400 as nothing there, and lets any other failure through", async () => {
    expect(await orNull(Promise.reject(failure(404)))).toBeNull();
    expect(await orNull(Promise.reject(failure(400)))).toBeNull();
    expect(await orNull(Promise.resolve({ data: [] }))).toEqual({ data: [] });
    await expect(orNull(Promise.reject(failure(500)))).rejects.toBeInstanceOf(ApiError);
  });

  it("answers a list the API refuses with the not-found page (404), never a server error", () => {
    let thrown: unknown;
    try {
      notFoundWhenRefused(failure(400));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(() => notFoundWhenRefused(failure(503))).toThrow(ApiError);
  });
});
