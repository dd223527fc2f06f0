import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { repeatRounds } from "./repeat-rounds.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("repeatRounds", () => {
  it("runs the next round at once while work is waiting, then waits the idle time", async () => {
    const waiting = [true, true, false, false];
    const round = vi.fn(async () => waiting.shift() ?? false);
    const rounds = repeatRounds({ round, idleMs: 1_000, onFailure: () => undefined });
    rounds.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(round).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(900);
    expect(round).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(200);
    expect(round).toHaveBeenCalledTimes(4);
    await rounds.stop();
  });

  it("reports a failed round and tries again after the idle time, not at once", async () => {
    const failures: unknown[] = [];
    const round = vi.fn(async () => {
      throw new Error("the database is down");
    });
    const rounds = repeatRounds({ round, idleMs: 500, onFailure: (error) => failures.push(error) });
    rounds.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(round).toHaveBeenCalledTimes(2);
    await rounds.stop();
  });

  it("stops: waits for the round running and starts no other", async () => {
    let finish: (more: boolean) => void = () => undefined;
    const round = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const rounds = repeatRounds({ round, idleMs: 10, onFailure: () => undefined });
    rounds.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = rounds.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(true);
    await stopping;
    await vi.advanceTimersByTimeAsync(100);
    expect(round).toHaveBeenCalledTimes(1);
  });
});
