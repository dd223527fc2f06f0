import { describe, expect, it } from "vitest";
import { keptAnswers } from "./kept-answers";

function setup() {
  const world = { revision: 1, now: Date.UTC(2026, 10, 27, 9, 0, 10), calls: 0 };
  const kept = keptAnswers({
    currentRevision: async () => world.revision,
    maximumEntries: 2,
    now: () => world.now,
  });
  const load = (value: string) => () => {
    world.calls += 1;
    return Promise.resolve(`${value} at ${world.revision}`);
  };
  return { world, kept, load };
}

describe("keptAnswers", () => {
  it("asks again only once the catalogue's revision changes", async () => {
    const { world, kept, load } = setup();
    expect(await kept("menu 1 en", "revision", load("menu"))).toBe("menu at 1");
    expect(await kept("menu 1 en", "revision", load("menu"))).toBe("menu at 1");
    expect(world.calls).toBe(1);
    world.revision = 2;
    expect(await kept("menu 1 en", "revision", load("menu"))).toBe("menu at 2");
    expect(world.calls).toBe(2);
  });

  it("keeps an answer of the minute for that minute only", async () => {
    const { world, kept, load } = setup();
    await kept("shifts", "minute", load("shifts"));
    await kept("shifts", "minute", load("shifts"));
    expect(world.calls).toBe(1);
    world.now += 60_000;
    await kept("shifts", "minute", load("shifts"));
    expect(world.calls).toBe(2);
  });

  it("keeps no failed call, and shares a call on its way", async () => {
    const { world, kept, load } = setup();
    await expect(kept("menu", "revision", () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    const [one, two] = await Promise.all([
      kept("menu", "revision", load("menu")),
      kept("menu", "revision", load("menu")),
    ]);
    expect([one, two]).toEqual(["menu at 1", "menu at 1"]);
    expect(world.calls).toBe(1);
  });

  it("calls through when the revision cannot be read, and holds no more keys than it may", async () => {
    let calls = 0;
    const blind = keptAnswers({
      currentRevision: () => Promise.reject(new Error("the API does not answer")),
      maximumEntries: 2,
    });
    const load = () => Promise.resolve(++calls);
    await blind("menu", "revision", load);
    await blind("menu", "revision", load);
    expect(calls).toBe(2);

    const { world, kept, load: loadOf } = setup();
    for (const key of ["a", "b", "c", "a"]) await kept(key, "revision", loadOf(key));
    expect(world.calls).toBe(4);
  });
});
