import { describe, expect, it } from "vitest";
import { countedVisitCookie, shouldCountVisit } from "./visit-cookie";

const person =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("when a visit counts (ADR 024: once per browser, business and business day)", () => {
  it("counts a person's first report of the day", () => {
    expect(shouldCountVisit(null, person, "demo")).toBe(true);
    expect(shouldCountVisit("visited_demo-shop=1", person, "demo")).toBe(true);
  });

  it("does not count the same browser again that day", () => {
    expect(shouldCountVisit("a=1; visited_demo=1", person, "demo")).toBe(false);
  });

  it("never counts crawlers or clients that do not say who they are", () => {
    expect(shouldCountVisit(null, "Googlebot/2.1 (+http://www.google.com/bot.html)", "demo")).toBe(
      false,
    );
    expect(shouldCountVisit(null, "", "demo")).toBe(false);
    expect(shouldCountVisit(null, null, "demo")).toBe(false);
  });

  it("marks the visit counted until midnight in the business's zone", () => {
    // 20:00 UTC is 23:00 in Kuwait: one hour of the business's day is left.
    expect(countedVisitCookie("demo", new Date("2026-11-23T20:00:00Z"), "Asia/Kuwait")).toBe(
      "visited_demo=1; Max-Age=3600; Path=/; SameSite=Lax; HttpOnly",
    );
    // 21:30 UTC is already the next day in Kuwait: nearly a whole day is left.
    expect(countedVisitCookie("demo", new Date("2026-11-23T21:30:00Z"), "Asia/Kuwait")).toContain(
      "Max-Age=84600;",
    );
  });
});
