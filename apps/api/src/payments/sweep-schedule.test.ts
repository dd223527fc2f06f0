import { describe, expect, it } from "vitest";
import { longestWaitMs, nextCheckAt, shortestWaitMs } from "./sweep-schedule.js";

const opened = new Date("2026-11-28T12:00:00Z");
const at = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
const expiresAt = at(30);

describe("nextCheckAt (ADR 069)", () => {
  it("waits half the payment's age, at least 30 s and at most 5 min", () => {
    expect(nextCheckAt(opened, at(2), expiresAt)).toEqual(at(3));
    expect(nextCheckAt(opened, at(0.5), expiresAt)).toEqual(at(0.5 + shortestWaitMs / 60_000));
    expect(nextCheckAt(opened, at(20), expiresAt)).toEqual(at(20 + longestWaitMs / 60_000));
  });

  it("never passes the expiry, and after it waits as long as its age says", () => {
    expect(nextCheckAt(opened, at(28), expiresAt)).toEqual(expiresAt);
    expect(nextCheckAt(opened, at(31), expiresAt)).toEqual(at(36));
  });
});
