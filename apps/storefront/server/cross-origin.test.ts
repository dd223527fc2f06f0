import { describe, expect, it } from "vitest";
import { isCrossOriginWrite } from "./cross-origin";

describe("isCrossOriginWrite (QUALITY.md: state-changing actions check Origin)", () => {
  it("refuses a post whose Origin is another host", () => {
    expect(isCrossOriginWrite("POST", "https://evil.example", "shop.example")).toBe(true);
    expect(isCrossOriginWrite("DELETE", "https://shop.example.evil.example", "shop.example")).toBe(
      true,
    );
    expect(isCrossOriginWrite("POST", "null", "shop.example")).toBe(true);
  });

  it("lets through posts from this host, whatever the scheme, and posts without Origin", () => {
    expect(isCrossOriginWrite("POST", "https://shop.example", "shop.example")).toBe(false);
    expect(isCrossOriginWrite("POST", "http://127.0.0.1:3100", "127.0.0.1:3100")).toBe(false);
    expect(isCrossOriginWrite("POST", undefined, "shop.example")).toBe(false);
  });

  it("never blocks reading", () => {
    expect(isCrossOriginWrite("GET", "https://evil.example", "shop.example")).toBe(false);
    expect(isCrossOriginWrite("HEAD", "https://evil.example", "shop.example")).toBe(false);
  });
});
