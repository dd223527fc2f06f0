// fast-check generators of whole priced-cart inputs, shared by the pricing properties and the
// differential test. Carts are drawn from a small generated catalogue, so that one item id always
// has one category, one set of taxes and one set of price labels, as in a real menu, and so that
// discounts and coupons keep hitting the items of the cart.
import { fc } from "@fast-check/vitest";
import type { CartLine, ChosenModifier, PriceLabel, Tax } from "../src/cart/cart-line.js";
import type { SellingType } from "../src/selling-types/selling-type-table.js";
import type {
  Coupon,
  DeliveryFeeRule,
  Discount,
  PriceCartInput,
  SellingTypeDiscounts,
} from "../src/pricing/pricing-input.js";

/** Taxes of the catalogue: odd rates on purpose, so that rounding has something to do. */
export const taxPool: readonly Tax[] = [
  { id: 1, name: "VAT", rateBasisPoints: 500 },
  { id: 2, name: "City tax", rateBasisPoints: 1250 },
  { id: 3, name: "Service", rateBasisPoints: 333 },
  { id: 4, name: "Zero-rated", rateBasisPoints: 0 },
  { id: 5, name: "Luxury", rateBasisPoints: 10000 },
];

export const currencies = ["KWD", "USD", "JPY", "CHF"] as const;
export type TestCurrency = (typeof currencies)[number];

const itemIds = [1, 2, 3, 4, 5, 6, 7, 8];
const categoryIds = [1, 2, 3];

/** An amount in minor units: often tiny (ties and rounding edges), sometimes large. */
const amount = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 20 }) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 5000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max }) },
  );

const taxes = fc.subarray([...taxPool], { maxLength: 3 });

const priceLabel = (id: number) =>
  fc
    .record({
      price: amount(10_000_000),
      weightGrams: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      shippingWeightGrams: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
      isQty: fc.boolean(),
    })
    .map((label): PriceLabel => ({ id, ...label }));

interface CatalogueItem {
  readonly itemId: number;
  readonly categoryId: number;
  readonly labels: readonly PriceLabel[];
  readonly taxes: readonly Tax[];
  readonly inclusiveTaxes: readonly Tax[];
}

const catalogueItem = (itemId: number) =>
  fc
    .record({
      categoryId: fc.constantFrom(...categoryIds),
      labels: fc.tuple(priceLabel(itemId * 10 + 1), priceLabel(itemId * 10 + 2)),
      taxes,
      inclusiveTaxes: fc.subarray([...taxPool], { maxLength: 2 }),
    })
    .map((item): CatalogueItem => ({ itemId, ...item }));

const modifierPool = fc.tuple(
  ...[31, 32, 33, 34, 35].map((id) =>
    fc
      .record({
        price: amount(1_000_000),
        taxes,
        inclusiveTaxes: fc.subarray([...taxPool], { maxLength: 2 }),
        provider: fc.constantFrom(undefined, "pos"),
      })
      .map(({ price, taxes: modifierTaxes, inclusiveTaxes, provider }) => ({
        id,
        price,
        taxes: modifierTaxes,
        inclusiveTaxes,
        provider,
        providerId: provider ? `m-${id}` : undefined,
      })),
  ),
);

const count = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 1000 }) },
);

const lineChoice = fc.record({
  item: fc.integer({ min: 0, max: itemIds.length - 1 }),
  label: fc.integer({ min: 0, max: 1 }),
  modifiers: fc.subarray([0, 1, 2, 3, 4], { maxLength: 3 }),
  quantities: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
  comment: fc.constantFrom("", "no onions", "extra hot"),
  count,
});

const discount = fc.oneof(
  fc.record({
    id: fc.integer({ min: 100, max: 120 }),
    type: fc.constant("percent" as const),
    value: fc.oneof(
      fc.integer({ min: 0, max: 10000 }),
      fc.integer({ min: 10000, max: 15000 }),
      fc.constantFrom(1000, 2500, 5000),
    ),
  }),
  fc.record({
    id: fc.integer({ min: 100, max: 120 }),
    type: fc.constant("fixed" as const),
    value: amount(10_000_000),
  }),
);

const byId = (ids: readonly number[]) =>
  fc.dictionary(fc.constantFrom(...ids.map(String)), discount, {
    maxKeys: ids.length,
  }) as fc.Arbitrary<Record<number, Discount>>;

const sellingTypeDiscounts: fc.Arbitrary<SellingTypeDiscounts> = fc.record(
  {
    allMenuDiscount: fc.option(discount, { nil: null }),
    itemsDiscounts: byId(itemIds),
    categoriesDiscounts: byId(categoryIds),
  },
  { requiredKeys: [] },
);

export const coupon: fc.Arbitrary<Coupon> = fc.record({
  code: fc.constantFrom("WELCOME", "SAVE10", "FREESHIP"),
  discountType: fc.constantFrom("percent" as const, "fixed" as const),
  discountValue: fc.oneof(amount(10_000_000), fc.constantFrom(1000, 2500, 10000, 12000)),
  allMenu: fc.boolean(),
  userType: fc.constantFrom(undefined, null, "guests" as const, "auth_users" as const),
  maxAllowedItems: fc.oneof(fc.constantFrom(undefined, null, 0), fc.integer({ min: 1, max: 30 })),
  itemIds: fc.subarray(itemIds, { maxLength: 4 }),
  freeDelivery: fc.boolean(),
});

const delivery: fc.Arbitrary<DeliveryFeeRule | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant("zone" as const),
    zoneId: fc.integer({ min: 1, max: 9 }),
    fee: amount(100_000),
  }),
  fc.record({
    kind: fc.constant("shipping" as const),
    countryId: fc.integer({ min: 1, max: 9 }),
    feesPerKg: amount(100_000),
    fixedFees: amount(100_000),
  }),
);

type LineChoice = typeof lineChoice extends fc.Arbitrary<infer T> ? T : never;

function buildLine(
  catalogue: readonly CatalogueItem[],
  modifiers: readonly Omit<ChosenModifier, "quantity">[],
  choice: LineChoice,
): CartLine {
  const item = catalogue[choice.item] as CatalogueItem;
  return {
    itemId: item.itemId,
    categoryId: item.categoryId,
    priceLabel: item.labels[choice.label] as PriceLabel,
    modifiers: choice.modifiers.map((index) => ({
      ...(modifiers[index] as Omit<ChosenModifier, "quantity">),
      quantity: choice.quantities[index] ?? 1,
    })),
    comment: choice.comment,
    count: choice.count,
    taxes: item.taxes,
    inclusiveTaxes: item.inclusiveTaxes,
  };
}

/** Lines of a generated cart: 0 to `maxLines` lines from one catalogue. */
export const cartLines = (maxLines = 20): fc.Arbitrary<CartLine[]> =>
  fc
    .record({
      catalogue: fc.tuple(...itemIds.map(catalogueItem)),
      modifiers: modifierPool,
      choices: fc.array(lineChoice, { maxLength: maxLines, size: "max" }),
    })
    .map(({ catalogue, modifiers, choices }) =>
      choices.map((choice) => buildLine(catalogue, modifiers, choice)),
    );

/** A whole pricing input: lines, discounts, a coupon of any kind, taxes, fees, wallet, currency. */
export const priceCartInput = (maxLines = 20): fc.Arbitrary<PriceCartInput<TestCurrency>> =>
  fc.record({
    currency: fc.constantFrom(...currencies),
    sellingType: fc.constantFrom<SellingType>("delivery", "dine_in", "car_pickup"),
    lines: cartLines(maxLines),
    discounts: fc.record(
      {
        pickup: sellingTypeDiscounts,
        delivery: sellingTypeDiscounts,
        dinein: sellingTypeDiscounts,
      },
      { requiredKeys: [] },
    ),
    coupon: fc.option(coupon, { nil: null, freq: 3 }),
    signedIn: fc.boolean(),
    exclusiveTaxRateBasisPoints: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2000 })),
    delivery,
    walletBalance: fc.oneof(
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 3, arbitrary: amount(10_000_000) },
      { weight: 1, arbitrary: fc.constant(Number.MAX_SAFE_INTEGER) },
    ),
    paymentType: fc.constantFrom(undefined, 1, 2, 3, 8),
  });
