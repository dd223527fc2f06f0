import { getShiftsAnswerSchema } from "@storefront/api-client";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conditionalGet } from "../../test/conditional-get.js";
import { testApi } from "../../test/test-api.js";
import { branches, openingHours } from "../db/schema/index.js";

let clockTime: Date;

const api = testApi({ clock: () => clockTime });

/** Salmiya's delivery shifts with the server's clock at a Kuwait time (UTC+3). */
async function shiftsAt(kuwaitTime: string, etag?: string) {
  clockTime = new Date(`${kuwaitTime}+03:00`);
  return conditionalGet(
    api.app,
    "/webapp/v5/shifts/demo?type=delivery",
    getShiftsAnswerSchema,
    etag,
  );
}

// The seeded Salmiya branch delivers 06:00 to 01:00; 2026-11-23 is a Monday.
describe("shifts answers are cached per minute and stay correct", () => {
  it("answer 304 to a caller holding this minute's answer", async () => {
    const first = await shiftsAt("2026-11-23T05:59:10");
    expect(first.answer?.today.status).toBe("closed");
    expect((await shiftsAt("2026-11-23T05:59:50", first.etag)).status).toBe(304);
  });

  it("decide the open state at the request's time: open at the minute the shift starts", async () => {
    const before = await shiftsAt("2026-11-23T05:59:59");
    const after = await shiftsAt("2026-11-23T06:00:00", before.etag);
    expect(after.status).toBe(200);
    expect(after.answer?.today.status).toBe("open");
  });

  it("show changed hours on the next request, within the same minute", async () => {
    const first = await shiftsAt("2026-11-23T10:00:05");
    expect(first.answer?.today.status).toBe("open");
    const [salmiya] = await api.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.referenceId, "demo-salmiya"));
    await api.db
      .update(openingHours)
      .set({ hours: { days: Array.from({ length: 7 }, () => ({ closed: true, shifts: [] })) } })
      .where(
        and(eq(openingHours.branchId, salmiya?.id ?? 0), eq(openingHours.sellingType, "delivery")),
      );
    const second = await shiftsAt("2026-11-23T10:00:06", first.etag);
    expect(second.status).toBe(200);
    expect(second.answer?.today.status).toBe("closed");
  });
});
