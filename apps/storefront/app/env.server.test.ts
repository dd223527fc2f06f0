import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults every setting", () => {
    expect(parseEnv({})).toEqual({
      STOREFRONT_PORT: 3000,
      STOREFRONT_HOST: "0.0.0.0",
      API_BASE_URL: "http://localhost:4000/",
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
      // Images come from the API's origin unless told otherwise (spec 5).
      MEDIA_ORIGINS: ["http://localhost:4000"],
      // Payment pages are the API's sandbox gateway's unless told otherwise.
      PAYMENT_ORIGINS: ["http://localhost:4000"],
      // The hosts `npm start` and the journeys use; any other is looked up as a business's own.
      STOREFRONT_HOSTS: ["localhost", "127.0.0.1", "[::1]", "0.0.0.0"],
      // No proxy in front: the customer is the address that calls (ADR 025).
      TRUSTED_PROXIES: [],
      // Pages anyone with the same key would see are shared (ADR 053).
      PAGE_CACHE: "on",
      PAGE_CACHE_MEGABYTES: 64,
      // Nothing is traced without a collector (ADR 070).
      OTEL_SERVICE_NAME: "storefront-web",
      NODE_ENV: "production",
    });
  });

  it("traces to the collector named, and refuses an address that is not one", () => {
    expect(
      parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })
        .OTEL_EXPORTER_OTLP_ENDPOINT,
    ).toBe("http://collector:4318");
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it("turns the page cache off only when told, and refuses any other word", () => {
    expect(parseEnv({ PAGE_CACHE: "off" }).PAGE_CACHE).toBe("off");
    expect(() => parseEnv({ PAGE_CACHE: "no" })).toThrow("PAGE_CACHE");
    expect(() => parseEnv({ PAGE_CACHE_MEGABYTES: "0" })).toThrow("PAGE_CACHE_MEGABYTES");
  });

  it("reads STOREFRONT_HOSTS as host names without ports", () => {
    expect(parseEnv({ STOREFRONT_HOSTS: "Shop.Example:443, localhost" }).STOREFRONT_HOSTS).toEqual([
      "shop.example",
      "localhost",
    ]);
  });

  it("reads MEDIA_ORIGINS as origins, and refuses a list without one", () => {
    expect(
      parseEnv({ MEDIA_ORIGINS: "https://cdn.example/m/, http://127.0.0.1:4100" }).MEDIA_ORIGINS,
    ).toEqual(["https://cdn.example", "http://127.0.0.1:4100"]);
    expect(() => parseEnv({ MEDIA_ORIGINS: "ftp://files.example" })).toThrow(/MEDIA_ORIGINS/);
  });

  it("reads PAYMENT_ORIGINS as the origins a form's answer may lead to", () => {
    expect(parseEnv({ PAYMENT_ORIGINS: "https://pay.example/checkout" }).PAYMENT_ORIGINS).toEqual([
      "https://pay.example",
    ]);
    expect(() => parseEnv({ PAYMENT_ORIGINS: "ftp://pay.example" })).toThrow(/PAYMENT_ORIGINS/);
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

  it("takes a tile URL template with {z}, {x} and {y}, and nothing that could break a header", () => {
    expect(parseEnv({ MAP_TILE_URL: "http://tiles.local:8080/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe(
      "http://tiles.local:8080/{z}/{x}/{y}.png",
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example/{z}.png" })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://x.example/{z}/{x}/{y}; script-src *" })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "javascript:{z}{x}{y}" })).toThrow(/MAP_TILE_URL/);
  });
});
