import { fc } from "@fast-check/vitest";
import {
  type CalcOrderAnswer,
  calcOrderAnswerSchema,
  getOrderAnswerSchema,
  getMenuAnswerSchema,
  type MenuItemDto,
  type OrderRequestBody,
  placeOrderAnswerSchema,
  receipt,
  receiptForPayment,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mondayNoon } from "../../test/clock.js";
import { insertOrderFixture, type OrderFixture } from "../../test/order-fixture.js";
import { sandboxOrdering } from "../../test/sandbox-ordering.js";
import { testApi } from "../../test/test-api.js";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import { branches, businesses, diningTables, payments } from "../db/schema/index.js";

// The amount a checkout shows is the amount charged and stored (ADR 039, ADR 040): the storefront
// shows `receiptForPayment(calc-order answer, chosen method)`; the order placed with that method
// must be charged and stored at exactly its total, and every receipt's rows must add up on screen.

let keyCount = 0;

/** Cash, card brands, KNET and card (spec 9): every method a fixture business takes. */
const methods = [2, 1, 4, 8] as const;
/** KWD 3 digits, CHF 2 with its 0.05 cash step, AED and USD 2, JPY 0. */
const currencies = ["KWD", "CHF", "AED", "USD", "JPY"] as const;
const fixtures = new Map<string, OrderFixture>();
const storefront = "http://127.0.0.1:3000";
const returnUrl = `${storefront}/money/order/{order}`;

// At Monday noon the fixtures and the café are open.
const api = testApi({
  clock: () => mondayNoon,
  ordering: sandboxOrdering(storefront),
});

beforeAll(async () => {
  for (const currency of currencies) {
    const fixture = await insertOrderFixture(api.db, `money-${currency.toLowerCase()}`);
    // The same minor units read in another currency: 2500 is 2.500 KWD, 25.00 CHF, 2500 JPY.
    const [row] = await api.db
      .select({ id: branches.businessId })
      .from(branches)
      .where(eq(branches.id, fixture.branchId));
    const [business] = await api.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, row?.id ?? 0));
    const settings = checkoutSettingsOf(business?.checkout ?? null);
    await api.db
      .update(businesses)
      .set({ currency, checkout: { ...settings, payment_methods: [...methods] } })
      .where(eq(businesses.id, row?.id ?? 0));
    // The fixture finds its modifiers by price across the database: take this menu's own.
    const menu = getMenuAnswerSchema.parse(
      (await api.app.inject({ method: "GET", url: `/webapp/v5/menu/${fixture.branchId}` })).json(),
    ).menu.items;
    const extras = menu.find(({ id }) => id === fixture.kebab)?.modifier_groups[0]?.modifiers;
    const named = (name: string) => extras?.find((modifier) => modifier.name.en === name)?.id ?? 0;
    fixtures.set(currency, { ...fixture, cheese: named("Cheese"), onion: named("Onion") });
  }
  // The demo seed and five businesses, on a busy machine.
}, 240_000);

const newKey = () => `money-key-${String(++keyCount).padStart(8, "0")}`;

async function calc(body: OrderRequestBody): Promise<CalcOrderAnswer> {
  const response = await api.app.inject({
    method: "POST",
    url: `/service/pos/calc-order/${body.branch_id}`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return calcOrderAnswerSchema.parse(response.json());
}

async function place(body: OrderRequestBody) {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": newKey() },
    payload: { ...body, return_url: returnUrl },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderAnswerSchema.parse(response.json());
}

/** What the gateway was asked to charge for an order, if it is paid online. */
async function charged(orderId: number): Promise<number[]> {
  const rows = await api.db
    .select({ amount: payments.amount })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return rows.map(({ amount }) => amount);
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** A receipt adds up as written: the lines make the subtotal, the rows make the total. */
function expectAddsUp(shown: ReturnType<typeof receipt>) {
  expect(sum(shown.lines.map(({ amount }) => amount))).toBe(shown.rows[0]?.amount);
  expect(sum(shown.rows.map(({ amount }) => amount))).toBe(shown.total);
}

describe("the café, whose prices include 8.1 % VAT", () => {
  let menu: MenuItemDto[];
  let branchId: number;
  let tableId: number;

  beforeAll(async () => {
    const [cafe] = await api.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.referenceId, "demo-zurich-niederdorf"));
    branchId = cafe?.id ?? 0;
    const response = await api.app.inject({ method: "GET", url: `/webapp/v5/menu/${branchId}` });
    menu = getMenuAnswerSchema.parse(response.json()).menu.items;
    const [table] = await api.db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(eq(diningTables.branchId, branchId));
    tableId = table?.id ?? 0;
  });

  /** A dine-in order of one item with the named modifier, at the café's first table. */
  function dineIn(itemName: string, modifierName: string | null, paymentType: number) {
    const item = menu.find((candidate) => candidate.name.en === itemName);
    const modifier = item?.modifier_groups
      .flatMap((group) => group.modifiers)
      .find((candidate) => candidate.name.en === modifierName);
    return {
      priority: "now",
      branch_id: branchId,
      order_lines: [
        {
          item_id: item?.id ?? 0,
          price_label_id: item?.price_labels[0]?.id ?? 0,
          quantity: 1,
          modifiers: modifier ? String(modifier.id) : "",
          comment: "",
        },
      ],
      name: "Lukas",
      phone: "791234567",
      dial_code: "+41",
      payment_type: paymentType,
      selling_types: "dinein",
      table_id: tableId,
    } satisfies OrderRequestBody;
  }

  it("charges an option its menu price: a 5.80 cappuccino (5.51 after 5 % off) with +0.50 oat milk is 6.01, its VAT reported inside", async () => {
    const answer = await calc(dineIn("Cappuccino", "Oat milk", 8));
    expect(answer.breakdown.tax_rows).toEqual([]);
    expect(answer.breakdown.tax_total).toBe(0);
    expect(answer.breakdown.total).toBe(601);
    // 8.1 % inside 5.51 is 0.41, inside 0.50 is 0.04.
    expect(answer.breakdown.inclusive_tax_rows).toEqual([
      expect.objectContaining({ rate: 810, taxValue: 41, modifiersTaxValue: 4, totalTaxValue: 45 }),
    ]);
  });

  it("prices each method for the page: cash rounds 4.37 to 4.35, a card is charged 4.37, and so is the order", async () => {
    // An espresso at 4.60 less the 5 % dine-in discount (0.23) is 4.37.
    const cash = await calc(dineIn("Espresso", null, 2));
    const card = receiptForPayment(cash, 8);
    const byCash = receiptForPayment(cash, 2);
    expect(card.total).toBe(437);
    expect(card.rows.map(({ kind }) => kind)).toEqual(["subtotal"]);
    expect(byCash.total).toBe(435);
    expect(byCash.rows.map(({ kind, amount }) => [kind, amount])).toEqual([
      ["subtotal", 437],
      ["cashRounding", -2],
    ]);
    expectAddsUp(card);
    expectAddsUp(byCash);

    const placed = await place(dineIn("Espresso", null, 8));
    expect(placed.order.total).toBe(card.total);
    expect(await charged(placed.order.id)).toEqual([card.total]);
    const placedCash = await place(dineIn("Espresso", null, 2));
    expect(placedCash.order.total).toBe(byCash.total);
  });
});

describe("property: the total a checkout shows is the total charged and stored", () => {
  const line = fc.record({
    full: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 4 }),
    cheese: fc.boolean(),
    onions: fc.integer({ min: 0, max: 3 }),
  });

  it("over generated carts, every payment method and KWD, CHF, AED, USD and JPY", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...currencies),
        fc.constantFrom(...methods),
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(null, "TENOFF", "FREEDEL"),
        fc.constantFrom("dinein" as const, "delivery" as const),
        async (currency, paymentType, lines, coupon, sellingType) => {
          const fixture = fixtures.get(currency) as OrderFixture;
          const body: OrderRequestBody = {
            priority: "now",
            branch_id: fixture.branchId,
            order_lines: lines.map((chosen) => {
              const modifiers = [
                ...(chosen.cheese ? [{ id: fixture.cheese, quantity: 1 }] : []),
                ...(chosen.onions > 0 ? [{ id: fixture.onion, quantity: chosen.onions }] : []),
              ];
              return {
                item_id: fixture.kebab,
                price_label_id: chosen.full ? fixture.full : fixture.half,
                quantity: chosen.quantity,
                modifiers: modifiers.map(({ id }) => id).join(","),
                modifiers_details: modifiers,
                comment: "",
              };
            }),
            name: "Fatma",
            phone: "51234567",
            dial_code: "+965",
            coupon_code: coupon,
            payment_type: 2,
            selling_types: sellingType,
            ...(sellingType === "dinein"
              ? { table_id: fixture.tableId }
              : {
                  delivery: { area_id: null, lat: 29.335, lng: 48.08, type: 1, block: "3" },
                }),
          };
          // The page prices the cart once, then shows the total of the method the customer picks.
          const answer = await calc(body);
          if (answer.problems.length > 0) return;
          const shown = receiptForPayment(answer, paymentType);
          expectAddsUp(shown);
          const placed = await place({ ...body, payment_type: paymentType });
          expect(placed.order.total).toBe(shown.total);
          expect(placed.order.payment_type).toBe(paymentType);
          if (placed.payment_url !== null) {
            expect(await charged(placed.order.id)).toEqual([shown.total]);
          }
          // The order page's receipt, from the stored breakdown, shows the same rows and total.
          const stored = getOrderAnswerSchema.parse(
            (
              await api.app.inject({
                method: "GET",
                url: `/webapp/order/${placed.order.id}/${placed.access_key}`,
              })
            ).json(),
          ).order;
          const again = receipt(stored.breakdown);
          expectAddsUp(again);
          expect(again.rows).toEqual(shown.rows);
          expect(again.total).toBe(stored.total);
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);
});
