import { orderRequestSchema, type OrderRequestBody } from "@storefront/api-client";
import {
  canMoveOrder,
  initialOrderStatus,
  type OrderStatus,
  type SellingType,
} from "@storefront/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "./database.js";
import {
  areas,
  branches,
  businesses,
  diningTables,
  items,
  modifierGroups,
  modifiers,
  orderEvents,
  orders,
  priceLabels,
  users,
} from "./schema/index.js";
import { placeOrder } from "../orders/place-order.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";

/** A line by the item's English name, its price label's (the first when absent) and modifiers'. */
interface DemoLine {
  readonly item: string;
  readonly label?: string;
  readonly quantity: number;
  readonly modifiers?: readonly string[];
  readonly comment?: string;
}

/** A move after the order was placed: the status it reached and how many minutes after placing. */
type DemoStep = readonly [status: OrderStatus, minutes: number];

/**
 * A past order of a demo customer, paid in cash, written as the customer's checkout would send
 * it: places, tables and items by name, resolved to ids when seeding.
 */
export interface DemoPastOrder {
  /** The order's own idempotency key: seeding again replays it instead of ordering twice. */
  readonly key: string;
  readonly business: string;
  /** The customer's sign-in phone. */
  readonly phone: string;
  readonly branch: string;
  /** When the customer ordered, inside the branch's hours for the selling type. */
  readonly placedAt: Date;
  /** The slot of a "later" order (status scheduled 10), ISO 8601 with the business's offset. */
  readonly scheduledAt?: string;
  readonly sellingType: "delivery" | "dinein" | "car_pickup";
  readonly lines: readonly DemoLine[];
  /** A delivery's place: the area by its English name and a point inside the branch's zone. */
  readonly delivery?: Omit<NonNullable<OrderRequestBody["delivery"]>, "area_id"> & {
    readonly area: string;
  };
  /** A dine-in table by its name at the branch. */
  readonly table?: string;
  readonly car?: NonNullable<OrderRequestBody["car"]>;
  readonly coupon?: string;
  readonly comment?: string;
  /** The statuses it went through after placing, each with its minutes after placing. */
  readonly steps: readonly DemoStep[];
}

const fatma = { business: "demo", phone: "+96550000001" } as const;
const lukas = { business: "demo-zurich", phone: "+41791234567" } as const;

// A point of Ras Salmiya, inside the Salmiya branch's Salmiya zone (fee 0.500, minimum 3.000).
const rasSalmiya = {
  area: "Ras Salmiya",
  lat: 29.35,
  lng: 48.096,
  type: 1,
  block: "10",
  street: "Salem Al Mubarak St",
  house_number: "12",
} as const;
// Lukas's flat in the Niederdorf, inside the café's Niederdorf zone.
const lukasHome = {
  area: "Niederdorf",
  lat: 47.3735,
  lng: 8.544,
  type: 2,
  street: "Niederdorfstrasse",
  building: "42",
  floor: "3",
  postcode: "8001",
  city: "Zürich",
  note: "Klingel «Meier», 3. Stock",
} as const;

const fatmasCar = { model: "Nissan Patrol", color: "White", plate_number: "12 34567" } as const;

/**
 * Fatma (Bait Al Kuwait, Kuwait time UTC+3) has an order in every status of spec 4 (pending 0,
 * accepted 1, rejected 2, ready 3, out 4, delivered 5, cancelled 9, scheduled 10) across delivery,
 * dine-in and car pickup; Lukas (Limmat Riverside Café, Zurich time UTC+2, UTC+1 from 25 October)
 * a shorter history in francs. The finished ones are weeks old; the open ones are of the last days.
 */
export const demoPastOrders: readonly DemoPastOrder[] = [
  {
    ...fatma,
    key: "demo-past-order:demo:01",
    branch: "demo-salmiya",
    // Saturday 12 September, 19:30 in Kuwait.
    placedAt: new Date("2026-09-12T16:30:00Z"),
    sellingType: "delivery",
    lines: [
      { item: "Chicken Machboos", quantity: 2, modifiers: ["Machboos rice"] },
      { item: "Hummus", quantity: 1 },
      { item: "Fattoush", quantity: 1 },
    ],
    delivery: rasSalmiya,
    comment: "Please ring the bell twice",
    steps: [
      [1, 3],
      [3, 25],
      [4, 32],
      [5, 51],
    ],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:02",
    branch: "demo-salmiya",
    // Thursday 24 September, 20:00 in Kuwait, at a table of the family section.
    placedAt: new Date("2026-09-24T17:00:00Z"),
    sellingType: "dinein",
    table: "F2",
    lines: [
      { item: "Family Mixed Grill", quantity: 1 },
      { item: "Arabic Salad", quantity: 2 },
      { item: "Lemon Mint", quantity: 4 },
    ],
    coupon: "MEMBER20",
    steps: [
      [1, 2],
      [3, 28],
      [5, 31],
    ],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:03",
    branch: "demo-sharq",
    // Monday 12 October, 13:15 in Kuwait.
    placedAt: new Date("2026-10-12T10:15:00Z"),
    sellingType: "car_pickup",
    lines: [
      { item: "Chicken Shawarma", quantity: 2 },
      { item: "Karak Tea", quantity: 2 },
    ],
    car: fatmasCar,
    steps: [
      [1, 2],
      [3, 14],
      [5, 20],
    ],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:04",
    branch: "demo-salmiya",
    // Sunday 18 October, 22:40 in Kuwait: the kitchen was full and refused it.
    placedAt: new Date("2026-10-18T19:40:00Z"),
    sellingType: "delivery",
    lines: [{ item: "Lamb Machboos", quantity: 2 }],
    delivery: rasSalmiya,
    steps: [[2, 6]],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:05",
    branch: "demo-salmiya",
    // Wednesday 28 October, 18:10 in Kuwait: accepted, then cancelled by a call.
    placedAt: new Date("2026-10-28T15:10:00Z"),
    sellingType: "car_pickup",
    lines: [
      { item: "Cheese Kunafa", quantity: 1 },
      { item: "Spanish Latte", quantity: 2, modifiers: ["Full-fat milk"] },
    ],
    car: fatmasCar,
    steps: [
      [1, 3],
      [9, 9],
    ],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:06",
    branch: "demo-salmiya",
    // Thursday 19 November, 14:00 in Kuwait, for Saturday 21 November at 19:00.
    placedAt: new Date("2026-11-19T11:00:00Z"),
    scheduledAt: "2026-11-21T19:00:00+03:00",
    sellingType: "delivery",
    lines: [
      { item: "Lamb Quzi on Rice", quantity: 1 },
      { item: "Lugaimat", quantity: 2 },
    ],
    delivery: rasSalmiya,
    steps: [],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:07",
    branch: "demo-salmiya",
    // Saturday 21 November, 20:30 in Kuwait.
    placedAt: new Date("2026-11-21T17:30:00Z"),
    sellingType: "dinein",
    table: "3",
    lines: [
      { item: "Shish Tawook", quantity: 1, modifiers: ["Arabic bread"] },
      { item: "Moutabal", quantity: 1 },
    ],
    steps: [[1, 4]],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:08",
    branch: "demo-salmiya",
    // Sunday 22 November, 17:45 in Kuwait.
    placedAt: new Date("2026-11-22T14:45:00Z"),
    sellingType: "car_pickup",
    lines: [{ item: "Iced Karak", quantity: 3 }],
    car: fatmasCar,
    steps: [
      [1, 2],
      [3, 10],
    ],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:09",
    branch: "demo-salmiya",
    // Sunday 22 November, 21:05 in Kuwait: not answered yet.
    placedAt: new Date("2026-11-22T18:05:00Z"),
    sellingType: "delivery",
    lines: [
      { item: "Falafel", quantity: 2 },
      { item: "Batata Harra", quantity: 1 },
      { item: "Fresh Orange Juice", quantity: 2 },
    ],
    delivery: rasSalmiya,
    steps: [],
  },
  {
    ...fatma,
    key: "demo-past-order:demo:10",
    branch: "demo-salmiya",
    // Monday 23 November, 12:30 in Kuwait: on its way.
    placedAt: new Date("2026-11-23T09:30:00Z"),
    sellingType: "delivery",
    lines: [
      { item: "Chicken Biryani", quantity: 1 },
      { item: "Lentil Soup", quantity: 2 },
    ],
    delivery: rasSalmiya,
    steps: [
      [1, 3],
      [3, 22],
      [4, 27],
    ],
  },
  {
    ...lukas,
    key: "demo-past-order:demo-zurich:01",
    branch: "demo-zurich-niederdorf",
    // Saturday 3 October, 12:15 in Zurich: lunch to the old town.
    placedAt: new Date("2026-10-03T10:15:00Z"),
    sellingType: "delivery",
    lines: [
      { item: "Alpine Macaroni", quantity: 2 },
      { item: "Swiss Apple Juice", quantity: 2 },
    ],
    delivery: lukasHome,
    steps: [
      [1, 2],
      [3, 20],
      [4, 24],
      [5, 38],
    ],
  },
  {
    ...lukas,
    key: "demo-past-order:demo-zurich:02",
    branch: "demo-zurich-niederdorf",
    // Saturday 17 October, 09:20 in Zurich, at a table of the dining room.
    placedAt: new Date("2026-10-17T07:20:00Z"),
    sellingType: "dinein",
    table: "2",
    lines: [
      { item: "Cappuccino", quantity: 2, modifiers: ["Oat milk"] },
      { item: "Butter Croissant", quantity: 2 },
      { item: "Bircher Muesli", quantity: 1 },
    ],
    steps: [
      [1, 1],
      [3, 8],
      [5, 10],
    ],
  },
  {
    ...lukas,
    key: "demo-past-order:demo-zurich:03",
    branch: "demo-zurich-niederdorf",
    // Saturday 7 November, 15:00 in Zurich: cancelled before the café answered.
    placedAt: new Date("2026-11-07T14:00:00Z"),
    sellingType: "car_pickup",
    lines: [
      { item: "Carrot Cake", quantity: 2 },
      { item: "Chai Latte", quantity: 1 },
    ],
    car: { model: "VW Golf", color: "Grau", plate_number: "ZH 123 456" },
    steps: [[9, 5]],
  },
  {
    ...lukas,
    key: "demo-past-order:demo-zurich:04",
    branch: "demo-zurich-niederdorf",
    // Sunday 22 November, 11:30 in Zurich: not answered yet.
    placedAt: new Date("2026-11-22T10:30:00Z"),
    sellingType: "delivery",
    lines: [
      { item: "Quiche of the Day", quantity: 2 },
      { item: "Homemade Lemonade", quantity: 2 },
    ],
    delivery: lukasHome,
    steps: [],
  },
];

/** The name and phone the customers ordered with, as their checkout filled them in. */
const customerDetails: Readonly<
  Record<string, { name: string; dial_code: string; phone: string }>
> = {
  [fatma.phone]: { name: "Fatma Al-Sabah", dial_code: "+965", phone: "50000001" },
  [lukas.phone]: { name: "Lukas Meier", dial_code: "+41", phone: "791234567" },
};

/**
 * Places each demo past order through `placeOrder`, as its customer at its past moment, so the
 * server prices it as any order; then moves it along the transitions of ADR 014 with an event per
 * move. Its fixed key makes a second run skip it (or, racing another seeder, `placeOrder` replay
 * it), never place another; a customer or business that is absent is skipped. Returns how many
 * orders it placed.
 */
export async function seedDemoPastOrders(
  db: Database,
  list: readonly DemoPastOrder[] = demoPastOrders,
): Promise<number> {
  const gateway = sandboxGateway(db, "http://localhost/");
  // A reseed reads the keys once and only finishes any walk an earlier run left unfinished.
  const known = new Map(
    list.length === 0
      ? []
      : (
          await db
            .select({ key: orders.idempotencyKey, id: orders.id })
            .from(orders)
            .where(
              inArray(
                orders.idempotencyKey,
                list.map(({ key }) => key),
              ),
            )
        ).map(({ key, id }) => [key, id]),
  );
  let placed = 0;
  for (const entry of list) {
    const knownId = known.get(entry.key);
    if (knownId !== undefined) {
      await moveAlong(db, knownId, entry);
      continue;
    }
    const customer = await findCustomer(db, entry);
    if (!customer) continue;
    const request = orderRequestSchema.parse(await toRequest(db, customer, entry));
    const { status, answer } = await placeOrder(
      {
        db,
        gateway,
        returnOrigins: [],
        now: entry.placedAt,
        language: "en",
        customer: { userId: customer.userId, businessId: customer.businessId },
      },
      request,
      entry.key,
    );
    if (status === 201) {
      placed += 1;
      // Its list date is when the customer ordered, not when the seed ran.
      await db
        .update(orders)
        .set({ createdAt: entry.placedAt, updatedAt: entry.placedAt })
        .where(eq(orders.id, answer.order.id));
    }
    await moveAlong(db, answer.order.id, entry);
  }
  return placed;
}

interface Customer {
  readonly userId: number;
  readonly businessId: number;
  readonly branchId: number;
}

async function findCustomer(db: Database, entry: DemoPastOrder): Promise<Customer | undefined> {
  const [customer] = await db
    .select({ userId: users.id, businessId: businesses.id, branchId: branches.id })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .innerJoin(branches, eq(branches.businessId, businesses.id))
    .where(
      and(
        eq(businesses.referenceId, entry.business),
        eq(users.phone, entry.phone),
        isNull(users.deletedAt),
        eq(branches.referenceId, entry.branch),
      ),
    );
  return customer;
}

/** The order request a checkout would send for the entry; a name that matches nothing stops the seed. */
async function toRequest(
  db: Database,
  customer: Customer,
  entry: DemoPastOrder,
): Promise<OrderRequestBody> {
  const order_lines = [];
  for (const line of entry.lines) order_lines.push(await toLine(db, customer.businessId, line));
  const { area, ...place } = entry.delivery ?? { area: undefined };
  const details = customerDetails[entry.phone];
  if (!details) throw new Error(`Demo past order for an unknown customer ${entry.phone}`);
  return {
    priority: entry.scheduledAt ? "later" : "now",
    scheduled_at: entry.scheduledAt ?? null,
    branch_id: customer.branchId,
    order_lines,
    ...details,
    payment_type: 2,
    selling_types: entry.sellingType,
    comment: entry.comment ?? "",
    notes: "",
    coupon_code: entry.coupon ?? null,
    delivery:
      area === undefined
        ? null
        : {
            ...(place as Omit<NonNullable<OrderRequestBody["delivery"]>, "area_id">),
            area_id: await idOf(
              `area ${area}`,
              db
                .select({ id: areas.id })
                .from(areas)
                .where(
                  and(eq(areas.branchId, customer.branchId), sql`${areas.name}->>'en' = ${area}`),
                ),
            ),
          },
    table_id:
      entry.table === undefined
        ? null
        : await idOf(
            `table ${entry.table}`,
            db
              .select({ id: diningTables.id })
              .from(diningTables)
              .where(
                and(
                  eq(diningTables.branchId, customer.branchId),
                  eq(diningTables.name, entry.table),
                ),
              ),
          ),
    car: entry.car ?? null,
  };
}

async function toLine(
  db: Database,
  businessId: number,
  line: DemoLine,
): Promise<OrderRequestBody["order_lines"][number]> {
  const item_id = await idOf(
    `item ${line.item}`,
    db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.businessId, businessId), sql`${items.name}->>'en' = ${line.item}`)),
  );
  const price_label_id = await idOf(
    `price label of ${line.item}`,
    db
      .select({ id: priceLabels.id })
      .from(priceLabels)
      .where(
        and(
          eq(priceLabels.itemId, item_id),
          line.label === undefined ? sql`true` : sql`${priceLabels.label}->>'en' = ${line.label}`,
        ),
      )
      .orderBy(priceLabels.position, priceLabels.id),
  );
  const names = line.modifiers ?? [];
  const chosen =
    names.length === 0
      ? []
      : await db
          .select({ id: modifiers.id, name: sql<string>`${modifiers.name}->>'en'` })
          .from(modifiers)
          .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
          .where(
            and(
              eq(modifierGroups.itemId, item_id),
              inArray(sql<string>`${modifiers.name}->>'en'`, [...names]),
            ),
          )
          .orderBy(modifierGroups.position, modifiers.position);
  if (chosen.length !== names.length) {
    throw new Error(`Demo past order: ${line.item} lacks a modifier of ${names.join(", ")}`);
  }
  return {
    item_id,
    price_label_id,
    quantity: line.quantity,
    modifiers: chosen.map(({ id }) => id).join(","),
    comment: line.comment ?? "",
  };
}

async function idOf(what: string, query: PromiseLike<{ id: number }[]>): Promise<number> {
  const [row] = await query;
  if (!row) throw new Error(`Demo past order names an unknown ${what}`);
  return row.id;
}

/**
 * Moves the order from wherever it is along the entry's steps, each by an allowed transition and a
 * conditional update with its event, as the kitchen's moves are (demo-progress-routes.ts); a step
 * already taken, by an earlier run or a seeder at the same time, is not taken again.
 */
async function moveAlong(db: Database, orderId: number, entry: DemoPastOrder): Promise<void> {
  const [order] = await db
    .select({ status: orders.status, sellingType: orders.sellingType })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  let from = order.status as OrderStatus;
  const taken = entry.steps.findIndex(([status]) => status === from);
  // Moved elsewhere by hand (POST /dev/order/{id}/status): left where it is.
  if (taken === -1 && from !== initialOrderStatus({ scheduled: entry.scheduledAt !== undefined }))
    return;
  for (const [to, minutes] of entry.steps.slice(taken + 1)) {
    if (!canMoveOrder(from, to, order.sellingType as SellingType).ok) {
      throw new Error(`Demo past order ${entry.key} cannot go from ${from} to ${to}`);
    }
    const at = new Date(entry.placedAt.getTime() + minutes * 60_000);
    const moved = await db.transaction(async (tx) => {
      const updated = await tx
        .update(orders)
        .set({ status: to, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      if (updated.length === 0) return false;
      await tx.insert(orderEvents).values({ orderId, status: to, at });
      return true;
    });
    // Another seeder moved it meanwhile: it walks the same steps.
    if (!moved) return;
    from = to;
  }
}
