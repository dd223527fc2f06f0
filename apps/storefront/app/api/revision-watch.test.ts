import { describe, expect, it } from "vitest";
import { revisionWatch } from "./revision-watch";

/** A revision source whose checks the test answers by hand, one at a time. */
function manualSource() {
  const pending: { startedAt: number; resolve: (revision: number) => void }[] = [];
  let revision = 1;
  return {
    pending,
    read: () =>
      new Promise<number>((resolve) => {
        // A check reads the revision the database holds when it runs.
        const startedAt = revision;
        pending.push({ startedAt, resolve: () => resolve(startedAt) });
      }),
    write: () => {
      revision += 1;
    },
    answerOldest: async () => {
      pending.shift()?.resolve(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe("revisionWatch", () => {
  it("answers a call with a check that started after it, so a write before it is seen", async () => {
    const source = manualSource();
    const current = revisionWatch(source.read);
    const first = current();
    source.write(); // committed while the first check is in flight
    const second = current();
    await source.answerOldest();
    expect(await first).toBe(1);
    await source.answerOldest();
    expect(await second).toBe(2);
  });

  it("shares one check among the calls made while another is in flight", async () => {
    const source = manualSource();
    const current = revisionWatch(source.read);
    const first = current();
    const waiting = [current(), current(), current()];
    expect(source.pending).toHaveLength(1);
    await source.answerOldest();
    expect(source.pending).toHaveLength(1);
    await source.answerOldest();
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
  });

  it("fails the calls a failed check answers, and checks again on the next call", async () => {
    let fail = true;
    const current = revisionWatch(async () => {
      if (fail) throw new Error("the API does not answer");
      return 7;
    });
    await expect(current()).rejects.toThrow("does not answer");
    fail = false;
    expect(await current()).toBe(7);
  });
});
