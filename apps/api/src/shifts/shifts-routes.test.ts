import {
  failureSchema,
  getRestaurantAnswerSchema,
  getShiftsAnswerSchema,
} from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";

let clockTime: Date;

const api = testApi({ clock: () => clockTime });

/** Asks for shifts with the server's clock at a Kuwait time (UTC+3). */
async function shiftsAt(kuwaitTime: string, path: string) {
  clockTime = new Date(`${kuwaitTime}+03:00`);
  const response = await api.app.inject({ method: "GET", url: `/webapp/v5/shifts/${path}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function answerAt(kuwaitTime: string, path: string) {
  const { status, body } = await shiftsAt(kuwaitTime, path);
  expect(status).toBe(200);
  return getShiftsAnswerSchema.parse(body);
}

// The seeded Salmiya branch delivers 06:00 to 01:00, and from 13:00 on Fridays; 2026-11-23 is a Monday.
describe("GET /webapp/v5/shifts/:reference_id", () => {
  it("says delivery is open during its hours, in the business's time zone", async () => {
    const answer = await answerAt("2026-11-23T12:00:00", "demo");
    expect(answer).toMatchObject({
      time_zone: "Asia/Kuwait",
      today: { status: "open", opens_at: "06:00", shifts: [{ from: "06:00", to: "01:00" }] },
    });
    expect(answer.other_days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answer.other_days[3]?.slots).toEqual([{ from: "13:00", to: "01:00" }]);
  });

  it("is still open after midnight until the late shift ends, then closed until the morning", async () => {
    expect((await answerAt("2026-11-24T00:30:00", "demo")).today.status).toBe("open");
    const early = await answerAt("2026-11-24T03:00:00", "demo");
    expect(early.today).toMatchObject({ status: "closed", opens_at: "06:00" });
  });

  it("reads the selling type from the query, mapping dinein to dine_in (spec 4)", async () => {
    const late = await answerAt("2026-11-23T23:45:00", "demo?type=dinein");
    expect(late.today).toMatchObject({
      status: "closed",
      shifts: [{ from: "06:00", to: "23:30" }],
    });
    expect((await answerAt("2026-11-23T23:45:00", "demo?type=delivery")).today.status).toBe("open");
  });

  it("answers for a named branch of the business, and 404 for another business's branch", async () => {
    const restaurant = await api.app.inject({ method: "GET", url: "/webapp/v5/restaurant/demo" });
    const { branches } = getRestaurantAnswerSchema.parse(restaurant.json()).restaurant;
    const sharqId = branches.find((branch) => branch.reference_id === "demo-sharq")?.id;
    const sharq = await answerAt("2026-11-27T12:00:00", `demo?branch_id=${sharqId}`);
    // Sharq is closed on Fridays.
    expect(sharq).toMatchObject({ branch_id: sharqId, today: { status: "closed", shifts: [] } });
    const salon = await answerAt("2026-11-27T12:00:00", "demo-salon?type=dine_in");
    const { status, body } = await shiftsAt(
      "2026-11-27T12:00:00",
      `demo?branch_id=${salon.branch_id}`,
    );
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("counts a selling type without hours as open at every hour (spec 4: open if shifts are not loaded)", async () => {
    const answer = await answerAt("2026-11-23T04:00:00", "demo-shop");
    expect(answer.today).toEqual({
      status: "open",
      opens_at: null,
      paused_until: null,
      shifts: [{ from: "24", to: "24" }],
    });
  });

  it("answers 404 for an unknown business and 400 for a bad query", async () => {
    expect((await shiftsAt("2026-11-23T12:00:00", "nobody")).status).toBe(404);
    for (const query of ["type=teleport", "branch_id=abc", "extra=1"]) {
      const { status, body } = await shiftsAt("2026-11-23T12:00:00", `demo?${query}`);
      expect(status, query).toBe(400);
      expect(failureSchema.parse(body)).toMatchObject({ code: "BAD_REQUEST" });
    }
  });
});
