import { describe, expect, it } from "vitest";
import { ageOf, formatTime, minutesSince, todayIn } from "./format";

describe("formatTime", () => {
  it("prints the business's time of day, 24-hour, Latin digits in Arabic too", () => {
    expect(formatTime("2026-11-28T16:30:00Z", "en", "Asia/Kuwait")).toBe("19:30");
    expect(formatTime("2026-11-28T16:30:00Z", "ar", "Asia/Kuwait")).toBe("19:30");
  });
});

describe("todayIn", () => {
  it("answers the day in the business's zone, not the server's", () => {
    expect(todayIn("Asia/Kuwait", new Date("2026-11-28T22:30:00Z"))).toBe("2026-11-29");
    expect(todayIn("Europe/Zurich", new Date("2026-11-28T22:30:00Z"))).toBe("2026-11-28");
  });
});

describe("minutesSince", () => {
  it("counts whole minutes and never goes below zero", () => {
    expect(minutesSince("2026-11-28T10:00:00Z", "2026-11-28T10:12:59Z")).toBe(12);
    expect(minutesSince("2026-11-28T10:05:00Z", "2026-11-28T10:00:00Z")).toBe(0);
  });
});

describe("ageOf", () => {
  it("words minutes, then hours, then the day", () => {
    expect(ageOf(59)).toEqual({ key: "board.minutesAgo", minutes: 59 });
    expect(ageOf(75)).toEqual({ key: "board.hoursAgo", hours: 1, minutes: 15 });
    expect(ageOf(24 * 60)).toEqual({ key: "board.placedOn" });
  });
});
