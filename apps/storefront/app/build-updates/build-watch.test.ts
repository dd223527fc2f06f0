import { describe, expect, it } from "vitest";
import { buildCheckInterval } from "./build-check";
import { buildWatch, reloadedForKey, type BuildWatchPorts } from "./build-watch";

const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");

/** A page of build "a" whose server runs `serverVersion`, with a clock the test moves. */
function page(serverVersion: string | null, storage = new Map<string, string>()) {
  const state = { now: 1_000_000, fetches: 0, reloads: 0, serverVersion };
  const ports: BuildWatchPorts = {
    currentVersion: "a",
    fetchLatestVersion: () => {
      state.fetches += 1;
      return Promise.resolve(state.serverVersion);
    },
    now: () => state.now,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    reload: () => {
      state.reloads += 1;
    },
  };
  return { state, storage, watch: buildWatch(ports) };
}

describe("buildWatch: the hourly check (spec 9: every 60 minutes)", () => {
  it("asks the server only once an hour has passed since the page loaded", async () => {
    const { state, watch } = page("b");
    state.now += buildCheckInterval - 1;
    await watch.tick();
    expect(state.fetches).toBe(0);
    expect(watch.hasNewerBuild()).toBe(false);

    state.now += 1;
    await watch.tick();
    expect(state.fetches).toBe(1);
    expect(watch.hasNewerBuild()).toBe(true);
  });

  it("counts the hour again from each check", async () => {
    const { state, watch } = page("a");
    state.now += buildCheckInterval;
    await watch.tick();
    state.now += buildCheckInterval / 2;
    await watch.tick();
    expect(state.fetches).toBe(1);
    expect(watch.hasNewerBuild()).toBe(false);
  });

  it("never reloads the page by itself", async () => {
    const { state, watch } = page("b");
    state.now += 3 * buildCheckInterval;
    await watch.tick();
    expect(state.reloads).toBe(0);
  });
});

describe("buildWatch: a chunk that fails to load (spec 4)", () => {
  it("reloads the page once after an update, remembering the build in the session", async () => {
    const { state, storage, watch } = page("b");
    expect(await watch.chunkFailed(chunkError)).toBe(true);
    expect(state.reloads).toBe(1);
    expect(storage.get(reloadedForKey)).toBe("b");
  });

  it("does not reload again for the same build, so a broken deploy cannot loop", async () => {
    const storage = new Map([[reloadedForKey, "b"]]);
    const { state, watch } = page("b", storage);
    expect(await watch.chunkFailed(chunkError)).toBe(false);
    expect(state.reloads).toBe(0);
  });

  it("does not reload when the server runs the page's own build or cannot be asked", async () => {
    for (const serverVersion of ["a", null]) {
      const { state, watch } = page(serverVersion);
      expect(await watch.chunkFailed(chunkError)).toBe(false);
      expect(state.reloads).toBe(0);
    }
  });

  it("uses the build the hourly check found instead of asking again", async () => {
    const { state, watch } = page("b");
    state.now += buildCheckInterval;
    await watch.tick();
    expect(await watch.chunkFailed(chunkError)).toBe(true);
    expect(state.fetches).toBe(1);
  });

  it("ignores errors that are not a chunk failing to load", async () => {
    const { state, watch } = page("b");
    expect(await watch.chunkFailed(new TypeError("x is undefined"))).toBe(false);
    expect(state.fetches).toBe(0);
    expect(state.reloads).toBe(0);
  });
});
