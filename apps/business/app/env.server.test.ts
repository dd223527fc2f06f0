import { describe, expect, it } from "vitest";
import { developmentSessionSecret, parseEnv } from "./env.server";

describe("parseEnv", () => {
  const secret = "s".repeat(40);

  it("defaults the port to 3100 and keeps the API's base URL", () => {
    const env = parseEnv({
      BUSINESS_SESSION_SECRET: secret,
      API_BASE_URL: "http://127.0.0.1:4100/",
    });
    expect(env.BUSINESS_PORT).toBe(3100);
    expect(env.API_BASE_URL).toBe("http://127.0.0.1:4100/");
  });

  it("refuses the development secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/BUSINESS_SESSION_SECRET/);
  });

  it("takes the development secret outside production", () => {
    expect(parseEnv({ NODE_ENV: "development" }).BUSINESS_SESSION_SECRET).toBe(
      developmentSessionSecret,
    );
  });

  it("reads the trusted proxies as a list", () => {
    expect(
      parseEnv({ BUSINESS_SESSION_SECRET: secret, TRUSTED_PROXIES: "loopback, 10.0.0.0/8" })
        .TRUSTED_PROXIES,
    ).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("refuses a short secret", () => {
    expect(() => parseEnv({ BUSINESS_SESSION_SECRET: "short" })).toThrow(/BUSINESS_SESSION_SECRET/);
  });
});
