import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults every setting", () => {
    expect(parseEnv({})).toEqual({
      STOREFRONT_PORT: 3000,
      STOREFRONT_HOST: "0.0.0.0",
      API_BASE_URL: "http://localhost:4000/",
      NODE_ENV: "production",
    });
  });

  it("reads the port as a number", () => {
    expect(parseEnv({ STOREFRONT_PORT: "3100", NODE_ENV: "development" })).toMatchObject({
      STOREFRONT_PORT: 3100,
      NODE_ENV: "development",
    });
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ STOREFRONT_PORT: "http", API_BASE_URL: "ftp://x" })).toThrow(
      /STOREFRONT_PORT[\s\S]*API_BASE_URL/,
    );
  });
});
