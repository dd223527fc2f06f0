import { describe, expect, it } from "vitest";
import { lastRouteCookie, pageToRemember, readLastRoute } from "./last-route";

describe("pageToRemember (spec 2: the last visited route is remembered, except the login page)", () => {
  it.each([
    ["http://x/demo", "/demo"],
    ["http://x/demo/delivery?page=2", "/demo/delivery?page=2"],
    ["http://x/demo/delivery/12/345", "/demo/delivery/12/345"],
    ["http://x/demo/delivery.data?_routes=root%2Croutes%2F%24referenceId", "/demo/delivery"],
    ["http://x/demo/delivery/search.data?q=tea&_routes=root", "/demo/delivery/search?q=tea"],
    ["http://x/demo/settings?index", "/demo/settings"],
  ])("remembers %s as %s", (url, page) => {
    expect(pageToRemember(url)).toBe(page);
  });

  it.each([
    "http://x/",
    "http://x/_root.data",
    "http://x/demo/login",
    "http://x/demo/login?returnTo=%2Fdemo",
    "http://x/resources/language",
    "http://x/404",
    "http://x/__manifest?p=%2Fdemo",
  ])("does not remember %s", (url) => {
    expect(pageToRemember(url)).toBeNull();
  });
});

describe("readLastRoute", () => {
  it("reads back what the cookie keeps", () => {
    const cookie = lastRouteCookie("/demo/delivery?page=2").split(";")[0];
    expect(readLastRoute(cookie)).toBe("/demo/delivery?page=2");
  });

  it.each([
    "last_route=https%3A%2F%2Fevil.example%2F",
    "last_route=%2F%2Fevil.example",
    "last_route=%2Fdemo%2Flogin",
    "last_route=demo",
    "last_route=%E0%A4%A",
    "",
  ])("refuses %j: never another site, never the login page", (header) => {
    expect(readLastRoute(header)).toBeNull();
  });
});
