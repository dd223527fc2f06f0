import { orderRequestSchema, type OrderRequestBody } from "@storefront/api-client";
import {
  canMoveOrder,
  initialOrderStatus,
  type OrderSellingTypeString,
  type OrderStatus,
  type SellingType,
} from "@storefront/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  areas,
  diningTables,
  items,
  modifierGroups,
  modifiers,
  orderEvents,
  orders,
  priceLabels,
} from "../db/schema/index.js";
import { placeOrder } from "../orders/place-order.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";
import { type CustomerAtBranch, findCustomerAtBranch } from "./demo-lookups.js";

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
  /** When the customer ordered, inside the branch's hours for the selling type (ISO 8601). */
  readonly placedAt: string;
  /** The slot of a "later" order (status scheduled 10), ISO 8601 with the business's offset. */
  readonly scheduledAt?: string;
  readonly sellingType: OrderSellingTypeString;
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

/** The demo's past orders (demo/past-orders.json) and the name and phone each customer ordered with. */
export interface DemoPastOrders {
  readonly customers: Readonly<Record<string, { name: string; dial_code: string; phone: string }>>;
  readonly orders: readonly DemoPastOrder[];
}

/**
 * Places each demo past order through `placeOrder`, as its customer at its past moment, so the
 * server prices it as any order; then moves it along the transitions of ADR 014 with an event per
 * move. Its fixed key makes a second run skip it (or, racing another seeder, `placeOrder` replay
 * it), never place another; a customer or business that is absent is skipped. Returns how many
 * orders it placed.
 */
export async function seedDemoPastOrders(
  db: Database,
  { customers, orders: list }: DemoPastOrders,
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
    const customer = await findCustomerAtBranch(db, entry);
    if (!customer) continue;
    const request = orderRequestSchema.parse(await toRequest(db, customer, entry, customers));
    const { status, answer } = await placeOrder(
      {
        db,
        gateway,
        returnOrigins: [],
        now: new Date(entry.placedAt),
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
        .set({ createdAt: new Date(entry.placedAt), updatedAt: new Date(entry.placedAt) })
        .where(eq(orders.id, answer.order.id));
    }
    await moveAlong(db, answer.order.id, entry);
  }
  return placed;
}

/** The order request a checkout would send for the entry; a name that matches nothing stops the seed. */
async function toRequest(
  db: Database,
  customer: CustomerAtBranch,
  entry: DemoPastOrder,
  customers: DemoPastOrders["customers"],
): Promise<OrderRequestBody> {
  const order_lines = [];
  for (const line of entry.lines) order_lines.push(await toLine(db, customer.businessId, line));
  const { area, ...place } = entry.delivery ?? { area: undefined };
  const details = customers[entry.phone];
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
    const at = new Date(Date.parse(entry.placedAt) + minutes * 60_000);
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
