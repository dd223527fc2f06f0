import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReloadForBuild, readLatestVersion } from "./build-check";

describe("readLatestVersion", () => {
  it("reads the version of the latest-build answer", () => {
    expect(readLatestVersion({ version: "a1b2" })).toBe("a1b2");
  });

  it("gives null for anything else", () => {
    for (const body of [null, "a1b2", {}, { version: 7 }, { version: "" }]) {
      expect(readLatestVersion(body)).toBeNull();
    }
  });
});

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://shop.example/assets/ar-x1.js",
    "error loading dynamically imported module: https://shop.example/assets/ar-x1.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/ordering-x1.css",
  ])("knows a chunk that failed to load: %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isChunkLoadError(new TypeError("x is undefined"))).toBe(false);
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("mayReloadForBuild (spec 4: reload on a chunk-load error after an update)", () => {
  it("reloads when the server runs another build than the page", () => {
    expect(mayReloadForBuild({ current: "a", latest: "b", reloadedFor: null })).toBe(true);
  });

  it("does not reload without an update, or when the latest build is unknown", () => {
    expect(mayReloadForBuild({ current: "a", latest: "a", reloadedFor: null })).toBe(false);
    expect(mayReloadForBuild({ current: "a", latest: null, reloadedFor: null })).toBe(false);
  });

  it("reloads once per build: a page still old after reloading for it stays put", () => {
    expect(mayReloadForBuild({ current: "a", latest: "b", reloadedFor: "b" })).toBe(false);
    // A later build may reload once more.
    expect(mayReloadForBuild({ current: "a", latest: "c", reloadedFor: "b" })).toBe(true);
  });
});
