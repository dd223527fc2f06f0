import { describe, expect, it } from "vitest";
import { ApiError } from "@storefront/api-client";
import {
  isAuthFailure,
  loadProfile,
  requireCustomer,
  requireGuest,
  signedInCustomer,
  withSignIn,
} from "./guards.server";

const token = "t".repeat(43);
const business = { reference_id: "demo", user_id: 3 };

function request(path: string, cookie?: string): Request {
  return new Request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});
}

function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("requireCustomer (the auth guard)", () => {
  it("gives the session and a client of a signed-in customer", () => {
    const signedIn = requireCustomer(
      request("/demo/profile", `session_demo=7.3.${token}`),
      business,
      "en",
    );
    expect(signedIn.session).toEqual({ userId: 7, ownerId: 3, token });
  });

  it("sends a guest to the login page, coming back afterwards", () => {
    const response = thrown(() =>
      requireCustomer(request("/demo/orders/history?page=2"), business, "en"),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/demo/login?returnTo=%2Fdemo%2Forders%2Fhistory%3Fpage%3D2",
    );
    expect(response.headers.get("Set-Cookie")).toContain("session_demo=; Max-Age=0");
  });

  it("treats a session of another business owner as a guest (spec 4)", () => {
    expect(signedInCustomer(request("/demo", `session_demo=7.4.${token}`), business)).toBeNull();
    const response = thrown(() =>
      requireCustomer(request("/demo/profile", `session_demo=7.4.${token}`), business, "en"),
    );
    expect(response.headers.get("Location")).toBe("/demo/login?returnTo=%2Fdemo%2Fprofile");
  });
});

describe("requireGuest (the guest guard)", () => {
  it("lets a guest in", () => {
    expect(requireGuest(request("/demo/login"), business)).toBeUndefined();
  });

  it("sends a signed-in customer to returnTo, or the profile", () => {
    const cookie = `session_demo=7.3.${token}`;
    expect(
      thrown(() =>
        requireGuest(request("/demo/login?returnTo=%2Fdemo%2Forders%2Fhistory", cookie), business),
      ).headers.get("Location"),
    ).toBe("/demo/orders/history");
    expect(
      thrown(() =>
        requireGuest(request("/demo/login?returnTo=https://evil.example/", cookie), business),
      ).headers.get("Location"),
    ).toBe("/demo/profile");
  });
});

describe("a refused token (spec 4: 401 or 403)", () => {
  it("is an auth failure; other failures are not", () => {
    expect(isAuthFailure(new ApiError(401, "UNAUTHORIZED", ""))).toBe(true);
    expect(isAuthFailure(new ApiError(403, "FORBIDDEN", ""))).toBe(true);
    expect(isAuthFailure(new ApiError(404, "NOT_FOUND", ""))).toBe(false);
    expect(isAuthFailure(new Error("x"))).toBe(false);
  });

  it("sends the customer to the login page and back", async () => {
    const call = withSignIn(request("/demo/orders/history"), "demo", () =>
      Promise.reject(new ApiError(401, "UNAUTHORIZED", "")),
    );
    const response = await call.catch((error: unknown) => error as Response);
    expect(response.headers.get("Location")).toBe(
      "/demo/login?returnTo=%2Fdemo%2Forders%2Fhistory",
    );
  });

  it("leaves other failures alone", async () => {
    const failure = new ApiError(500, "INTERNAL", "");
    await expect(
      withSignIn(request("/demo/x"), "demo", () => Promise.reject(failure)),
    ).rejects.toBe(failure);
  });

  it("logs the customer out when the profile does not load", async () => {
    const signedIn = {
      session: { userId: 7, ownerId: 3, token },
      api: { getProfile: () => Promise.reject(new ApiError(404, "NOT_FOUND", "")) },
    } as unknown as Parameters<typeof loadProfile>[2];
    const response = (await loadProfile(request("/demo/profile"), business, signedIn).catch(
      (error: unknown) => error,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/demo/login?returnTo=%2Fdemo%2Fprofile");
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });
});
