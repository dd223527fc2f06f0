import type { ReservationDto } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { reservationView } from "./reservation-view";

const reservation: ReservationDto = {
  id: 7,
  reference_id: "demo",
  branch_id: 1,
  branch_name: { en: "Salmiya", ar: "السالمية" },
  date: "2026-11-25",
  time: "19:00",
  from: "2026-11-25T19:00:00+03:00",
  to: "2026-11-25T20:00:00+03:00",
  party_size: 4,
  table: { id: 3, name: "F2", seats: 4, floor: { en: "Family hall", ar: "صالة العائلات" } },
  note: null,
  status: 1,
  status_name: "accepted",
  type: 2,
  order_required: false,
  order_id: 55,
  created_at: "2026-11-24T10:00:00Z",
};
const business = { reference_id: "demo", time_zone: "Asia/Kuwait", locales: ["ar", "en"] };

describe("reservationView (the success and history pages' words)", () => {
  it("shows the slot in the business's zone, the party, table, status and linked order", () => {
    const view = reservationView(reservation, business, "en", translate("en"));
    expect(view.when).toContain("November 25, 2026");
    expect(view.when).toMatch(/7:00\sPM/);
    expect(view.party).toBe("Guests: 4");
    expect(view.table).toBe("Table F2 · Family hall");
    expect(view.branch).toBe("Salmiya");
    expect(view.status).toBe("Accepted");
    expect(view.path).toBe("/demo/reservation/success/7");
    expect(view.orderPath).toBe("/demo/order/55");
  });

  it("speaks Arabic, and a zone far from the server's", () => {
    const view = reservationView(
      { ...reservation, status: 0, status_name: "pending", order_id: null, table: null },
      { ...business, time_zone: "Pacific/Auckland" },
      "ar",
      translate("ar"),
    );
    // 16:00 UTC on the 25th is 05:00 on the 26th in Auckland.
    expect(view.when).toContain("26");
    expect(view.when).toContain("5:00");
    expect(view.status).toBe("بانتظار التأكيد");
    expect(view.branch).toBe("السالمية");
    expect(view.table).toBeNull();
    expect(view.orderPath).toBeNull();
  });
});
