import { describe, expect, it } from "vitest";
import { isCrossSiteWrite, safeReturnTo } from "./same-origin";

const post = (headers: Record<string, string>) =>
  new Request("http://board.example:3100/", { method: "POST", headers });

describe("isCrossSiteWrite", () => {
  it("lets a same-origin form through", () => {
    expect(
      isCrossSiteWrite(
        post({ Origin: "http://board.example:3100", "Sec-Fetch-Site": "same-origin" }),
      ),
    ).toBe(false);
  });

  it("refuses a form from another site by Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
  });

  it("refuses a form from another origin by Origin", () => {
    expect(isCrossSiteWrite(post({ Origin: "http://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "null" }))).toBe(true);
  });

  it("lets a request without either header through (not a browser form)", () => {
    expect(isCrossSiteWrite(post({}))).toBe(false);
  });
});

describe("safeReturnTo", () => {
  it("keeps a path of this site and refuses any other", () => {
    expect(safeReturnTo("/orders/7?x=1")).toBe("/orders/7?x=1");
    expect(safeReturnTo("//evil.example/")).toBe("/");
    expect(safeReturnTo("https://evil.example/")).toBe("/");
    expect(safeReturnTo("/\\evil.example")).toBe("/");
    expect(safeReturnTo(null)).toBe("/");
  });
});
