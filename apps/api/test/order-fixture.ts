import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import type { CheckoutSettings, MenuDocument, OrderRequestBody } from "@storefront/api-client";
import { checkoutSettings, defaultCheckoutSettings } from "../src/checkout/checkout-settings.js";
import type { Database } from "../src/db/database.js";
import {
  branches,
  businesses,
  couponRedemptions,
  coupons,
  diningTables,
  modifiers,
  openingHours,
  orderEvents,
  orderLines,
  orders,
  outbox,
  payments,
  priceLabels,
  shippingCountries,
  zones,
} from "../src/db/schema/index.js";
import { writeMenu } from "../src/menu-import/write-menu.js";
import { opened, type TestApi, testApi } from "./test-api.js";

/**
 * A business written for the order tests, so every expected amount can be read off it:
 * KWD (3 decimals), kebab 2.500 (half, at most 20) or 4.750 (full, 450 g) with a 5 % exclusive
 * service tax, cheese +0.250 and onion +0.000 (up to 3) in an "Extras" group of at most 2, a soup
 * 1.000 that needs a comment, a zone over Salmiya (fee 0.500, minimum 3.000, no delivery time), a
 * hidden zone over Jabriya, a table, coupons of each kind, and car pickup closed all week.
 */
const menu: MenuDocument = {
  currency: "KWD",
  taxes: [{ key: "service", name: { en: "Service", ar: "خدمة" }, rate: "5", inclusive: false }],
  categories: [
    {
      key: "grills",
      name: { en: "Grills" },
      items: [
        {
          key: "kebab",
          name: { en: "Kebab" },
          pricingType: 1,
          taxes: ["service"],
          priceLabels: [
            { label: { en: "Half" }, price: "2.5", minimum: 1, maximum: 20 },
            { label: { en: "Full" }, price: "4.75", weight: 450 },
          ],
          modifierGroups: [
            {
              name: { en: "Extras" },
              minimum: 0,
              maximum: 2,
              modifiers: [
                { name: { en: "Cheese" }, price: "0.25" },
                { name: { en: "Onion" }, price: "0", maximumQuantity: 3 },
              ],
            },
          ],
        },
        {
          key: "soup",
          name: { en: "Soup" },
          commentRequired: true,
          priceLabels: [{ label: { en: "Bowl" }, price: "1" }],
        },
      ],
    },
  ],
};

const closedAllWeek = { days: Array.from({ length: 7 }, () => ({ closed: true, shifts: [] })) };

/** Salmiya, roughly, as [lng, lat]. */
export const salmiyaPoint = { lat: 29.335, lng: 48.08 };
/** Jabriya, inside the hidden zone only. */
export const jabriyaPoint = { lat: 29.318, lng: 48.03 };
/** The sea off Kuwait City: inside no zone. */
export const seaPoint = { lat: 29.45, lng: 48.2 };
/** A whole address in the form of the country the fixture ships to, Saudi Arabia: street and city. */
export const riyadhAddress = {
  area_id: null,
  lat: 0,
  lng: 0,
  type: 1,
  street: "King Fahd Rd",
  city: "Riyadh",
} as const;

const square = (lng: number, lat: number, half: number) => ({
  type: "Polygon" as const,
  coordinates: [
    [
      [lng - half, lat - half],
      [lng + half, lat - half],
      [lng + half, lat + half],
      [lng - half, lat + half],
      [lng - half, lat - half],
    ],
  ],
});

export interface OrderFixture {
  branchId: number;
  kebab: number;
  soup: number;
  half: number;
  full: number;
  bowl: number;
  cheese: number;
  onion: number;
  tableId: number;
  zoneId: number;
  countryId: number;
}

/** A cash (2) delivery to Salmiya of one full kebab of the fixture; `overrides` replace whole fields. */
export function kebabDelivery(
  fixture: OrderFixture,
  overrides: Partial<OrderRequestBody> = {},
): OrderRequestBody {
  return {
    priority: "now",
    branch_id: fixture.branchId,
    order_lines: [
      { item_id: fixture.kebab, price_label_id: fixture.full, quantity: 1, modifiers: "" },
    ],
    name: "Fatma",
    phone: "51234567",
    dial_code: "+965",
    payment_type: 2,
    selling_types: "delivery",
    delivery: { area_id: null, ...salmiyaPoint, type: 1 },
    ...overrides,
  };
}

/**
 * The fixture's delivery form requires nothing, so the tests of other rules may send a bare
 * address; `address-checks.test.ts` sets the fields it checks.
 */
const optionalAddressFields = Object.fromEntries(
  Object.entries(defaultCheckoutSettings.delivery.fields).map(([name, setting]) => [
    name,
    { ...setting, required: false },
  ]),
) as CheckoutSettings["delivery"]["fields"];

/** Writes the fixture business; call once per test database. */
export async function insertOrderFixture(
  db: Database,
  reference = "orders-fixture",
): Promise<OrderFixture> {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .insert(businesses)
      .values({
        referenceId: reference,
        ownerUserId: 77,
        name: { en: "Order fixture" },
        businessType: "restaurant",
        currency: "KWD",
        locales: ["en", "ar"],
        // Guests order without a code here: these tests are of prices and rules (ADR 038).
        settings: { disable_otp: true },
        checkout: checkoutSettings({
          payment_methods: [2, 4, 3],
          delivery: {
            shipping: true,
            fields: optionalAddressFields,
            scheduled_orders: {
              on: true,
              only_schedule: false,
              min_advance: { interval: 1, scale: "hour" },
              max_advance: { interval: 2, scale: "day" },
            },
          },
        }),
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error("fixture business not inserted");
    const [branch] = await tx
      .insert(branches)
      .values({ businessId: business.id, referenceId: `${reference}-north`, name: { en: "North" } })
      .returning({ id: branches.id });
    if (!branch) throw new Error("fixture branch not inserted");
    await tx
      .insert(openingHours)
      .values({ branchId: branch.id, sellingType: "car_pickup", hours: closedAllWeek });
    const ids = await writeMenu(
      tx,
      { businessId: business.id, currency: "KWD", branchIds: new Map([["north", branch.id]]) },
      menu,
    );
    const kebab = ids.items.get("kebab") ?? 0;
    const soup = ids.items.get("soup") ?? 0;
    const labels = await tx
      .select()
      .from(priceLabels)
      .where(inArray(priceLabels.itemId, [kebab, soup]));
    const label = (itemId: number, price: number) =>
      labels.find((row) => row.itemId === itemId && row.price === price)?.id ?? 0;
    const modifierRows = await tx
      .select()
      .from(modifiers)
      .where(inArray(modifiers.price, [250, 0]));
    const modifier = (price: number, name: string) =>
      modifierRows.find((row) => row.price === price && row.name.en === name)?.id ?? 0;
    const [zone] = await tx
      .insert(zones)
      .values([
        {
          branchId: branch.id,
          name: { en: "Salmiya" },
          fee: 500,
          minOrder: 3000,
          shape: square(salmiyaPoint.lng, salmiyaPoint.lat, 0.02),
        },
        {
          branchId: branch.id,
          name: { en: "Jabriya" },
          fee: 700,
          minOrder: 0,
          visible: false,
          shape: square(jabriyaPoint.lng, jabriyaPoint.lat, 0.01),
        },
      ])
      .returning({ id: zones.id });
    const [country] = await tx
      .insert(shippingCountries)
      .values({
        branchId: branch.id,
        country: { en: "Saudi Arabia" },
        countryIso: "SA",
        feesPerKg: 2000,
        fixedFees: 1500,
        minOrder: 0,
      })
      .returning({ id: shippingCountries.id });
    const [table] = await tx
      .insert(diningTables)
      .values({ branchId: branch.id, floor: { en: "Ground" }, name: "T1" })
      .returning({ id: diningTables.id });
    await tx.insert(coupons).values([
      { businessId: business.id, code: "TENOFF", discountType: "percent", discountValue: 1000 },
      {
        businessId: business.id,
        code: "ONCE",
        discountType: "fixed",
        discountValue: 500,
        usageLimit: 1,
      },
      {
        businessId: business.id,
        code: "MEMBERS",
        discountType: "percent",
        discountValue: 2000,
        userType: "auth_users",
      },
      {
        businessId: business.id,
        code: "GUESTS",
        discountType: "percent",
        discountValue: 1500,
        userType: "guests",
      },
      {
        businessId: business.id,
        code: "FREEDEL",
        discountType: "percent",
        discountValue: 0,
        freeDelivery: true,
      },
      {
        businessId: business.id,
        code: "OLD",
        discountType: "percent",
        discountValue: 500,
        expiresAt: new Date("2020-01-01T00:00:00Z"),
      },
    ]);
    return {
      branchId: branch.id,
      kebab,
      soup,
      half: label(kebab, 2500),
      full: label(kebab, 4750),
      bowl: label(soup, 1000),
      cheese: modifier(250, "Cheese"),
      onion: modifier(0, "Onion"),
      tableId: table?.id ?? 0,
      zoneId: zone?.id ?? 0,
      countryId: country?.id ?? 0,
    };
  });
}

/** A test file's API with the fixture business written, all there from its first `beforeAll` on. */
export interface OrderFixtureApi extends TestApi {
  readonly fixture: OrderFixture;
}

/**
 * Gives the test file calling it `testApi(dependencies)` with the fixture written before its
 * tests: `const api = orderFixtureApi({ clock: () => mondayNoon })`, then `api.fixture.kebab`.
 */
export function orderFixtureApi(dependencies: Parameters<typeof testApi>[0] = {}): OrderFixtureApi {
  const api = testApi(dependencies);
  let fixture: OrderFixture | undefined;
  beforeAll(async () => {
    fixture = await insertOrderFixture(api.db);
  });
  return Object.defineProperty(api, "fixture", { get: () => opened(fixture) }) as OrderFixtureApi;
}

/** Rows the order transaction writes, counted, to prove a refused or failed order left none. */
export async function countOrderRows(db: Database, branchId: number) {
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;
  const own = db.select({ id: orders.id }).from(orders).where(eq(orders.branchId, branchId));
  return {
    orders: await count(db.select({ n }).from(orders).where(eq(orders.branchId, branchId))),
    lines: await count(db.select({ n }).from(orderLines).where(inArray(orderLines.orderId, own))),
    events: await count(
      db.select({ n }).from(orderEvents).where(inArray(orderEvents.orderId, own)),
    ),
    redemptions: await count(
      db.select({ n }).from(couponRedemptions).where(inArray(couponRedemptions.orderId, own)),
    ),
    payments: await count(db.select({ n }).from(payments).where(inArray(payments.orderId, own))),
    outbox: await count(
      db
        .select({ n })
        .from(outbox)
        .where(sql`(${outbox.payload}->>'branch_id')::int = ${branchId}`),
    ),
  };
}

/** How many times a coupon of the fixture was used. */
export async function couponUses(db: Database, code: string, branchId: number): Promise<number> {
  const [branch] = await db
    .select({ businessId: branches.businessId })
    .from(branches)
    .where(eq(branches.id, branchId));
  const [row] = await db
    .select({ used: coupons.usedCount })
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.businessId, branch?.businessId ?? 0)));
  return row?.used ?? -1;
}
