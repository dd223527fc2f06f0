import {
  businessSettingsOf,
  getRestaurantAnswerSchema,
  reservationAnswerSchema,
  reservationSlotsAnswerSchema,
  reservationsAnswerSchema,
  webhookEventDataSchemas,
} from "@storefront/api-client";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, callsTo } from "../../test/calls.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { demoCustomer, newCustomer } from "../../test/customers.js";
import { expectFailure } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import {
  branches,
  businesses,
  diningTables,
  items,
  outbox,
  priceLabels,
  reservations,
  reservationSlotSeats,
  users,
} from "../db/schema/index.js";

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });

const FATMA = "+96550000001";
const YOUSEF = "+96550000002";
const AISHA = "+971501234567";
const LUKAS = "+41791234567";

const tokens: Record<string, string> = {};
let fatmaId = 0;
let yousefId = 0;

async function tableId(branch: string, name: string): Promise<number> {
  const [row] = await api.db
    .select({ id: diningTables.id })
    .from(diningTables)
    .innerJoin(branches, eq(branches.id, diningTables.branchId))
    .where(and(eq(branches.referenceId, branch), eq(diningTables.name, name)));
  if (!row) throw new Error(`No table ${name} at ${branch}`);
  return row.id;
}

beforeAll(async () => {
  for (const phone of [FATMA, YOUSEF, AISHA, LUKAS]) tokens[phone] = await session(phone);
  const rows = await api.db.select({ id: users.id, phone: users.phone }).from(users);
  fatmaId = rows.find((row) => row.phone === FATMA)?.id ?? 0;
  yousefId = rows.find((row) => row.phone === YOUSEF)?.id ?? 0;
});

const { call } = callsTo(() => api.app);
/** A new session of a demo customer: its token. */
const session = async (phone: string) => (await demoCustomer(api.db, phone, clock.now())).token;

const slots = (query: string, reference = "demo") =>
  call("GET", `/webapp/reservation-slots/${reference}?${query}`);

/** Books as Fatma unless another token, or null for a guest, is given. */
const reserve = (body: Record<string, unknown>, token: string | null | undefined = tokens[FATMA]) =>
  call("POST", "/webapp/reserve-table", body, token ?? undefined);

const move = (id: number, status: unknown) =>
  call("POST", `/dev/reservation/${id}/status`, { status });

/** A good booking at the demo restaurant: Monday evening, four people at table F1. */
async function goodBooking(overrides: Record<string, unknown> = {}) {
  return {
    reference_id: "demo",
    date: "2026-11-23",
    slot: "19:00",
    party_size: 4,
    table_id: await tableId("demo-salmiya", "F1"),
    note: "By the window, please",
    ...overrides,
  };
}

describe("the business's reservation settings (spec 3, spec 9)", () => {
  it("travel in the restaurant answer; a business that set none has the defaults, max_users 1", async () => {
    const demo = getRestaurantAnswerSchema.parse(
      (await call("GET", "/webapp/v5/restaurant/demo")).json(),
    );
    expect(demo.restaurant.reservation).toEqual({
      enabled: true,
      with_table: true,
      type: 2,
      max_users: 8,
      min_advance: { interval: 2, scale: "hour" },
      seats_per_slot: 40,
    });
    const shop = getRestaurantAnswerSchema.parse(
      (await call("GET", "/webapp/v5/restaurant/demo-shop")).json(),
    );
    expect(shop.restaurant.reservation).toEqual(businessSettingsOf({}).reservation);
    expect(shop.restaurant.reservation?.max_users).toBe(1);
    expect(shop.restaurant.reservation?.enabled).toBe(false);
  });
});

describe("GET webapp/reservation-slots/{reference_id}", () => {
  it("lists the day's hour slots inside the dine-in shift, none before now + min_advance + 15 minutes", async () => {
    const response = await slots("date=2026-11-23&party=2");
    expect(response.statusCode, response.body).toBe(200);
    const answer = reservationSlotsAnswerSchema.parse(response.json());
    // 12:00 + 2 hours + 15 minutes is 14:15; the shift runs 06:00 to 23:30.
    expect(answer.slots.map((slot) => slot.time)).toEqual([
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
    ]);
    for (const slot of answer.slots) {
      expect(Date.parse(slot.from)).toBeGreaterThanOrEqual(clock.now().getTime() + 135 * 60_000);
    }
    expect(answer.with_table).toBe(true);
    expect(answer.type).toBe(2);
    // Salmiya has ten tables, all seating two or more, smallest first.
    expect(answer.slots[0]?.remaining).toBe(10);
    const seats = answer.slots[0]?.tables.map((table) => table.seats) ?? [];
    expect(seats).toEqual([...seats].sort((a, b) => a - b));
  });

  it("offers only the tables that seat the party", async () => {
    const answer = reservationSlotsAnswerSchema.parse(
      (await slots("date=2026-11-23&party=8")).json(),
    );
    expect(answer.slots[0]?.tables.map((table) => table.name)).toEqual(["6", "F4"]);
  });

  it("has no slot on a day past the maximum date or in the past", async () => {
    for (const date of ["2026-12-20", "2026-11-22", "2026-02-30"]) {
      const answer = reservationSlotsAnswerSchema.parse(
        (await slots(`date=${date}&party=2`)).json(),
      );
      expect(answer.slots).toEqual([]);
    }
  });

  it("counts seats where the business does not seat at tables", async () => {
    const answer = reservationSlotsAnswerSchema.parse(
      (await slots("date=2026-11-24&party=2", "demo-zurich")).json(),
    );
    expect(answer.with_table).toBe(false);
    expect(answer.slots.length).toBe(24);
    expect(answer.slots.every((slot) => slot.remaining === 12 && slot.tables.length === 0)).toBe(
      true,
    );
  });

  it("lists a booked slot's seats as taken at that same time, in a zone other than UTC", async () => {
    const booked = await reserve(
      { reference_id: "demo-zurich", date: "2026-11-25", slot: "01:00", party_size: 5 },
      tokens[LUKAS],
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const answer = reservationSlotsAnswerSchema.parse(
      (await slots("date=2026-11-25&party=2", "demo-zurich")).json(),
    );
    const left = Object.fromEntries(answer.slots.map((slot) => [slot.time, slot.remaining]));
    expect([left["00:00"], left["01:00"], left["02:00"]]).toEqual([12, 7, 12]);
  });

  it.each([
    ["party=0", 400, "BAD_REQUEST"],
    ["party=1.5", 400, "BAD_REQUEST"],
    ["party=two", 400, "BAD_REQUEST"],
    ["party=9", 422, "PARTY_SIZE_OUT_OF_RANGE"],
    ["date=23-11-2026&party=2", 400, "BAD_REQUEST"],
    ["date=2026-11-23", 400, "BAD_REQUEST"],
    ["date=2026-11-23&party=2&price=1", 400, "BAD_REQUEST"],
    ["date=2026-11-23&party=2&branch_id=999999", 404, "NOT_FOUND"],
  ])("refuses %s (%i %s)", async (query, status, code) => {
    const full = query.includes("date=") ? query : `date=2026-11-23&${query}`;
    expectFailure(await slots(full), status, code);
  });

  it("is 422 RESERVATIONS_DISABLED where the business takes none, 404 for no business", async () => {
    expectFailure(
      await slots("date=2026-11-23&party=1", "demo-shop"),
      422,
      "RESERVATIONS_DISABLED",
    );
    expectFailure(await slots("date=2026-11-23&party=1", "nobody"), 404, "NOT_FOUND");
  });
});

describe("POST webapp/reserve-table", () => {
  it("books a table for a signed-in customer, pending, with an order still to place (type 2)", async () => {
    const response = await reserve(await goodBooking());
    expect(response.statusCode, response.body).toBe(201);
    const { reservation } = reservationAnswerSchema.parse(response.json());
    expect(reservation).toMatchObject({
      reference_id: "demo",
      date: "2026-11-23",
      time: "19:00",
      party_size: 4,
      status: 0,
      status_name: "pending",
      type: 2,
      order_required: true,
      order_id: null,
      note: "By the window, please",
    });
    expect(reservation.table?.name).toBe("F1");
    expect(reservation.from).toBe("2026-11-23T19:00:00.000+03:00");

    // The table is no longer offered at that slot, and a second booking of it is 409.
    const answer = reservationSlotsAnswerSchema.parse(
      (await slots("date=2026-11-23&party=4")).json(),
    );
    const at19 = answer.slots.find((slot) => slot.time === "19:00");
    expect(at19?.tables.map((table) => table.name)).not.toContain("F1");
    expect(answer.slots.find((slot) => slot.time === "20:00")?.tables.map((t) => t.name)).toContain(
      "F1",
    );
    expectFailure(await reserve(await goodBooking(), tokens[YOUSEF]), 409, "SLOT_FULL");
  });

  it.each([
    ["status", { status: 1 }],
    ["user_id", { user_id: 2 }],
    ["price", { price: 0 }],
    ["a party of 0", { party_size: 0 }],
    ["a negative party", { party_size: -2 }],
    ["a fractional party", { party_size: 2.5 }],
    ["a party as text", { party_size: "4" }],
    ["a slot that is not HH:mm", { slot: "7pm" }],
    ["a date that is not YYYY-MM-DD", { date: "23/11/2026" }],
    ["a note too long", { note: "x".repeat(501) }],
    ["a fractional table", { table_id: 1.5 }],
  ])("refuses %s with 400 BAD_REQUEST", async (_case, change) => {
    expectFailure(await reserve(await goodBooking(change)), 400, "BAD_REQUEST");
  });

  it("refuses a party over max_users (8)", async () => {
    expectFailure(
      await reserve(
        await goodBooking({ party_size: 9, table_id: await tableId("demo-salmiya", "F4") }),
      ),
      422,
      "PARTY_SIZE_OUT_OF_RANGE",
    );
  });

  it.each([
    ["before now + min_advance", { slot: "14:00" }],
    ["at a time the shift does not cover", { slot: "03:00" }],
    ["at a time that is not a slot's start", { slot: "19:30" }],
    ["on a day past the maximum date", { date: "2026-12-20" }],
    ["on a past day", { date: "2026-11-20" }],
  ])("refuses a slot %s with 422 SLOT_NOT_AVAILABLE", async (_case, change) => {
    expectFailure(await reserve(await goodBooking(change)), 422, "SLOT_NOT_AVAILABLE");
  });

  it("refuses a day the branch's dine-in hours leave closed (Sharq on Friday)", async () => {
    const [sharq] = await api.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.referenceId, "demo-sharq"));
    const friday = { branch_id: sharq?.id, date: "2026-11-27", slot: "19:00" };
    const table = await tableId("demo-sharq", "F1");
    expectFailure(
      await reserve(await goodBooking({ ...friday, table_id: table })),
      422,
      "SLOT_NOT_AVAILABLE",
    );
    const answer = reservationSlotsAnswerSchema.parse(
      (await slots(`date=2026-11-27&party=2&branch_id=${sharq?.id}`)).json(),
    );
    expect(answer.slots).toEqual([]);
  });

  it("refuses a slot that was offered once now has passed its minimum advance", async () => {
    const booking = await goodBooking({
      slot: "15:00",
      table_id: await tableId("demo-salmiya", "2"),
      party_size: 2,
    });
    clock.advance(3600); // 13:00: 15:00 is before 15:15.
    try {
      expectFailure(await reserve(booking), 422, "SLOT_NOT_AVAILABLE");
    } finally {
      clock.set(mondayNoon);
    }
  });

  it("needs a table of the branch that seats the party", async () => {
    expectFailure(await reserve(await goodBooking({ table_id: undefined })), 422, "TABLE_REQUIRED");
    expectFailure(
      await reserve(await goodBooking({ table_id: await tableId("demo-salmiya", "1") })),
      422,
      "TABLE_TOO_SMALL",
    );
    expectFailure(
      await reserve(await goodBooking({ table_id: await tableId("demo-sharq", "F1") })),
      422,
      "UNKNOWN_TABLE",
    );
    expectFailure(await reserve(await goodBooking({ table_id: 999_999 })), 422, "UNKNOWN_TABLE");
    // The same table at its own branch is fine.
    const sharq = await api.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.referenceId, "demo-sharq"));
    const atSharq = await reserve(
      await goodBooking({
        branch_id: sharq[0]?.id,
        table_id: await tableId("demo-sharq", "F1"),
        slot: "20:00",
      }),
    );
    expect(atSharq.statusCode, atSharq.body).toBe(201);
  });

  it("refuses guests (401), a token of another business (401) and a business that takes none (422)", async () => {
    expectFailure(await reserve(await goodBooking(), null), 401, "UNAUTHORIZED");
    expectFailure(await reserve(await goodBooking(), tokens[LUKAS]), 401, "UNAUTHORIZED");
    expectFailure(
      await reserve(
        { reference_id: "demo-shop", date: "2026-11-23", slot: "19:00", party_size: 1 },
        tokens[AISHA],
      ),
      422,
      "RESERVATIONS_DISABLED",
    );
    expectFailure(
      await reserve({ reference_id: "nobody", date: "2026-11-23", slot: "19:00", party_size: 1 }),
      404,
      "NOT_FOUND",
    );
  });

  it("by seats: takes parties until the slot's seats are gone; a rejection gives them back", async () => {
    const booking = (party: number, extra: Record<string, unknown> = {}) =>
      reserve(
        {
          reference_id: "demo-zurich",
          date: "2026-11-24",
          slot: "19:00",
          party_size: party,
          ...extra,
        },
        tokens[LUKAS],
      );
    expectFailure(await booking(2, { table_id: 1 }), 422, "TABLE_NOT_OFFERED");
    expectFailure(await booking(7), 422, "PARTY_SIZE_OUT_OF_RANGE");
    const first = await booking(6);
    expect(first.statusCode, first.body).toBe(201);
    expect(reservationAnswerSchema.parse(first.json()).reservation.table).toBeNull();
    expect((await booking(6)).statusCode).toBe(201);
    expectFailure(await booking(1), 409, "SLOT_FULL");
    const answer = reservationSlotsAnswerSchema.parse(
      (await slots("date=2026-11-24&party=1", "demo-zurich")).json(),
    );
    expect(answer.slots.find((slot) => slot.time === "19:00")?.remaining).toBe(0);

    const { id } = reservationAnswerSchema.parse(first.json()).reservation;
    expect((await move(id, 2)).statusCode).toBe(200);
    expect((await booking(6)).statusCode).toBe(201);
  });
});

describe("a customer's reservations: POST webapp/reservations/{reference_id}, GET webapp/reservation/{id}", () => {
  it("lists only the signed-in customer's, newest slot first, with the demo's past ones in every status", async () => {
    const response = await call("POST", "/webapp/reservations/demo", {}, tokens[FATMA]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = reservationsAnswerSchema.parse(response.json());
    expect(new Set(answer.reservations.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    const starts = answer.reservations.map((r) => Date.parse(r.from));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const own = await api.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.userId, fatmaId));
    expect(answer.reservations.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect(answer.pagination).toEqual({
      page: 1,
      per_page: 20,
      total: own.length,
      last_page: 1,
    });

    const yousef = reservationsAnswerSchema.parse(
      (await call("POST", "/webapp/reservations/demo", undefined, tokens[YOUSEF])).json(),
    );
    expect(yousef.reservations.length).toBeGreaterThan(0);
    expect(yousef.reservations.some((r) => own.some((mine) => mine.id === r.id))).toBe(false);
  });

  it("filters by status and pages", async () => {
    const rejected = reservationsAnswerSchema.parse(
      (await call("POST", "/webapp/reservations/demo", { status: 2 }, tokens[FATMA])).json(),
    );
    expect(rejected.reservations.every((r) => r.status === 2)).toBe(true);
    const far = reservationsAnswerSchema.parse(
      (await call("POST", "/webapp/reservations/demo", { page: 5 }, tokens[FATMA])).json(),
    );
    expect(far.reservations).toEqual([]);
  });

  it("refuses guests, another business's token, unknown fields", async () => {
    expectFailure(await call("POST", "/webapp/reservations/demo", {}), 401, "UNAUTHORIZED");
    expectFailure(
      await call("POST", "/webapp/reservations/demo", {}, tokens[LUKAS]),
      401,
      "UNAUTHORIZED",
    );
    for (const body of [{ user_id: yousefId }, { page: 0 }, { page: 1.5 }, { status: 7 }]) {
      expectFailure(
        await call("POST", "/webapp/reservations/demo", body, tokens[FATMA]),
        400,
        "BAD_REQUEST",
      );
    }
  });

  it("shows one reservation to its owner only: another customer's is the same 404 as none", async () => {
    const [mine] = await api.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.userId, fatmaId))
      .limit(1);
    const id = mine?.id ?? 0;
    const own = await call("GET", `/webapp/reservation/${id}`, undefined, tokens[FATMA]);
    expect(own.statusCode, own.body).toBe(200);
    expect(reservationAnswerSchema.parse(own.json()).reservation.id).toBe(id);
    expectFailure(
      await call("GET", `/webapp/reservation/${id}`, undefined, tokens[YOUSEF]),
      404,
      "NOT_FOUND",
    );
    expectFailure(
      await call("GET", "/webapp/reservation/999999", undefined, tokens[YOUSEF]),
      404,
      "NOT_FOUND",
    );
    expectFailure(await call("GET", `/webapp/reservation/${id}`), 401, "UNAUTHORIZED");
    expectFailure(
      await call("GET", "/webapp/reservation/abc", undefined, tokens[FATMA]),
      400,
      "BAD_REQUEST",
    );
  });
});

describe("account deletion (ADR 025)", () => {
  it("keeps the reservation and removes its note", async () => {
    const { userId, token } = await newCustomer(api.db, "demo", clock.now(), {
      name: "Leaving",
      phone: "+96550009999",
    });
    const booked = await reserve(
      await goodBooking({
        slot: "17:00",
        table_id: await tableId("demo-salmiya", "F3"),
        note: "Call me on +96550009999",
      }),
      token,
    );
    const { id } = reservationAnswerSchema.parse(booked.json()).reservation;
    const deleted = await call("GET", `/webapp/account/delete/${userId}`, undefined, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [kept] = await api.db.select().from(reservations).where(eq(reservations.id, id));
    expect(kept?.note).toBeNull();
    expect(kept?.partySize).toBe(4);
  });
});

describe("POST dev/reservation/{id}/status (outside production)", () => {
  it("accepts, completes and rejects by spec 4's statuses; refuses moves back", async () => {
    const booked = await reserve(
      await goodBooking({ slot: "21:00", table_id: await tableId("demo-salmiya", "4") }),
    );
    const { id } = reservationAnswerSchema.parse(booked.json()).reservation;
    expectFailure(await move(id, 5), 400, "BAD_REQUEST");
    expectFailure(await move(id, 3), 409, "STATUS_TRANSITION_NOT_ALLOWED");
    expect((await move(id, 1)).json()).toMatchObject({ status: 1, status_name: "accepted" });
    expect((await move(id, 3)).json()).toMatchObject({ status: 3, status_name: "completed" });
    expectFailure(await move(id, 1), 409, "STATUS_TRANSITION_NOT_ALLOWED");
    expectFailure(await move(999_999, 1), 404, "NOT_FOUND");
    const read = await call("GET", `/webapp/reservation/${id}`, undefined, tokens[FATMA]);
    expect(reservationAnswerSchema.parse(read.json()).reservation.status_name).toBe("completed");
  });

  it("a rejected reservation frees its table for another customer", async () => {
    const booking = await goodBooking({
      slot: "22:00",
      table_id: await tableId("demo-salmiya", "3"),
    });
    const first = await reserve(booking);
    expect(first.statusCode).toBe(201);
    expectFailure(await reserve(booking, tokens[YOUSEF]), 409, "SLOT_FULL");
    await move(reservationAnswerSchema.parse(first.json()).reservation.id, 2);
    expect((await reserve(booking, tokens[YOUSEF])).statusCode).toBe(201);
  });

  it("is not served in production", async () => {
    const production = buildApp({
      db: api.db,
      logger: false,
      clock: clock.now,
      ordering: {
        publicUrl: "http://localhost:4000/",
        returnOrigins: ["http://localhost:3000"],
        sandboxSecret: "sandbox-secret-for-tests-only",
        production: true,
      },
    });
    try {
      const response = await production.inject({
        method: "POST",
        url: "/dev/reservation/1/status",
        payload: { status: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("type 2: the order placed for a reservation (POST webapp/order with reservation_id)", () => {
  let key = 0;
  const placeOrder = async (body: Record<string, unknown>, token?: string) =>
    api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: {
        "idempotency-key": `reservation-order-${String(key++).padStart(8, "0")}`,
        ...bearer(token),
      },
      payload: body,
    });

  async function orderFor(reservationId: number, overrides: Record<string, unknown> = {}) {
    const [setMenu] = await api.db
      .select({ item: items.id, label: priceLabels.id })
      .from(items)
      .innerJoin(priceLabels, eq(priceLabels.itemId, items.id))
      .where(sql`${items.name}->>'en' = 'Majlis Set Menu'`);
    const [salmiya] = await api.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.referenceId, "demo-salmiya"));
    return {
      priority: "now",
      branch_id: salmiya?.id,
      order_lines: [
        { item_id: setMenu?.item, price_label_id: setMenu?.label, quantity: 4, modifiers: "" },
      ],
      name: "Fatma",
      phone: "51234567",
      dial_code: "+965",
      payment_type: 2,
      selling_types: "dinein",
      reservation: true,
      reservation_id: reservationId,
      ...overrides,
    };
  }

  it("attaches the order to the customer's reservation once; others are refused", async () => {
    const booked = await reserve(
      await goodBooking({ slot: "18:00", table_id: await tableId("demo-salmiya", "F2") }),
    );
    const { id } = reservationAnswerSchema.parse(booked.json()).reservation;

    expectFailure(await placeOrder(await orderFor(id)), 401, "UNAUTHORIZED");
    expectFailure(
      await placeOrder(await orderFor(id), tokens[YOUSEF]),
      422,
      "RESERVATION_NOT_ORDERABLE",
    );
    expectFailure(
      await placeOrder(await orderFor(id, { reservation: false }), tokens[FATMA]),
      422,
      "ITEM_NOT_SOLD",
    );
    const placed = await placeOrder(await orderFor(id), tokens[FATMA]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { order: { id: number } }).order.id;

    const read = await call("GET", `/webapp/reservation/${id}`, undefined, tokens[FATMA]);
    expect(reservationAnswerSchema.parse(read.json()).reservation).toMatchObject({
      order_id: orderId,
      order_required: false,
    });
    expectFailure(
      await placeOrder(await orderFor(id), tokens[FATMA]),
      422,
      "RESERVATION_NOT_ORDERABLE",
    );
  });
});

describe("races (QUALITY.md, Reliability; truly concurrent on PostgreSQL)", () => {
  it("50 concurrent bookings of the last table slot: exactly one succeeds, the rest 409 SLOT_FULL", async () => {
    const table = await tableId("demo-salmiya", "F4");
    const racers = await Promise.all(Array.from({ length: 50 }, () => session(YOUSEF)));
    const booking = await goodBooking({
      date: "2026-11-24",
      slot: "20:00",
      party_size: 8,
      table_id: table,
    });
    const responses = await Promise.all(racers.map((token) => reserve(booking, token)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectFailure(response, 409, "SLOT_FULL");
    }
    const [held] = await api.db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.tableId, table), ne(reservations.status, 2)));
    expect(held?.n).toBe(1);
    // Only the booking that holds the table told anyone (ADR 061).
    const told = await api.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.topic, "reservation.created"),
          sql`(${outbox.payload} ->> 'table_id')::int = ${table}`,
          sql`${outbox.payload} ->> 'date' = '2026-11-24'`,
        ),
      );
    expect(
      told.map(({ payload }) => webhookEventDataSchemas["reservation.created"].parse(payload)),
    ).toEqual([expect.objectContaining({ table_id: table, party_size: 8, status: 0 })]);
  });

  it("20 concurrent parties of 6 for a slot of 12 seats: exactly two succeed", async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, () => session(LUKAS)));
    const booking = {
      reference_id: "demo-zurich",
      date: "2026-11-25",
      slot: "12:00",
      party_size: 6,
    };
    const responses = await Promise.all(racers.map((token) => reserve(booking, token)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectFailure(response, 409, "SLOT_FULL");
    }
    const [zurich] = await api.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.referenceId, "demo-zurich"));
    const seats = await api.db
      .select({ taken: reservationSlotSeats.seatsTaken })
      .from(reservationSlotSeats)
      .innerJoin(branches, eq(branches.id, reservationSlotSeats.branchId))
      .where(
        and(
          eq(branches.businessId, zurich?.id ?? 0),
          eq(reservationSlotSeats.slotStart, new Date("2026-11-25T11:00:00Z")),
        ),
      );
    expect(seats[0]?.taken).toBe(12);
  });
});
