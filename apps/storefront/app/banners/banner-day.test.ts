import { describe, expect, it } from "vitest";
import { bannerDay } from "./banner-day";

describe("bannerDay (spec 7: the banners call's date, DD-MM-YYYY)", () => {
  it("is today in the business's time zone, not the server's", () => {
    const lateEvening = new Date("2026-11-23T23:30:00Z");
    expect(bannerDay(lateEvening, "Asia/Kuwait")).toBe("24-11-2026");
    expect(bannerDay(lateEvening, "Europe/Zurich")).toBe("24-11-2026");
    expect(bannerDay(lateEvening, "America/New_York")).toBe("23-11-2026");
  });

  it("pads day and month with zeros", () => {
    expect(bannerDay(new Date("2027-02-05T09:00:00Z"), "Asia/Kuwait")).toBe("05-02-2027");
  });

  it("falls back to Kuwait's calendar for a zone it cannot read", () => {
    expect(bannerDay(new Date("2026-11-23T22:00:00Z"), "Not/AZone")).toBe("24-11-2026");
  });
});
