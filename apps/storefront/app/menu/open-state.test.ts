import type { GetShiftsAnswer } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { openStateView } from "./open-state";

const shifts = (
  status: "open" | "closed",
  spans: { from: string; to: string }[],
): GetShiftsAnswer => ({
  error: 0,
  message: "",
  branch_id: 1,
  time_zone: "Asia/Kuwait",
  today: { status, opens_at: spans[0]?.from ?? null, paused_until: null, shifts: spans },
  other_days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, slots: [] })),
});

describe("openStateView (spec 4: shop open state)", () => {
  const t = translate("en");

  it("says open or closed now with today's hours", () => {
    expect(
      openStateView("delivery", shifts("open", [{ from: "07:00", to: "01:00" }]), t, "en"),
    ).toEqual({
      open: true,
      text: "Open now · today 07:00–01:00",
    });
    expect(
      openStateView(
        "dine_in",
        shifts("closed", [
          { from: "12:00", to: "15:00" },
          { from: "18:00", to: "23:00" },
        ]),
        t,
        "en",
      ),
    ).toEqual({ open: false, text: "Closed now · today 12:00–15:00, 18:00–23:00" });
  });

  it("says closed today on a day without hours, and 24 hours for an all-day shift", () => {
    expect(openStateView("car_pickup", shifts("closed", []), t, "en")?.text).toBe("Closed today");
    expect(
      openStateView("delivery", shifts("open", [{ from: "24", to: "24" }]), t, "en")?.text,
    ).toBe("Open now · today 24 hours");
  });

  it("says nothing when the shifts could not be loaded (the selling type then counts as open)", () => {
    expect(openStateView("delivery", null, t, "en")).toBeNull();
  });

  it("speaks Arabic", () => {
    expect(
      openStateView(
        "delivery",
        shifts("open", [{ from: "07:00", to: "01:00" }]),
        translate("ar"),
        "ar",
      )?.text,
    ).toBe("مفتوح الآن · اليوم 07:00–01:00");
  });

  it("says a busy branch takes no orders until its pause ends, in the business's zone", () => {
    const paused = shifts("open", [{ from: "07:00", to: "01:00" }]);
    const view = openStateView(
      "delivery",
      {
        ...paused,
        today: { ...paused.today, status: "closed", paused_until: "2026-11-23T16:30:00Z" },
      },
      t,
      "en",
    );
    expect(view).toEqual({ open: false, text: "Busy: not taking orders until 7:30 PM" });
  });
});
