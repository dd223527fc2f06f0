// Reads the JSON a reviewer gives the review command into a `priceCart` input, checking its shape by
// hand: the domain takes typed data (ADR 002), and this is the edge that types it. Every problem
// names the path of its field, and all of them are reported at once, so a file is fixed in one go.
import type { CartLine, ChosenModifier, PriceLabel, Tax } from "../src/cart/cart-line.js";
import { sellingTypes } from "../src/codes/selling-type.js";
import type {
  Coupon,
  DeliveryFeeRule,
  Discount,
  MenuDiscounts,
  PriceCartInput,
  SellingTypeDiscounts,
} from "../src/pricing/pricing-input.js";

/** The input, typed, or every problem found, each starting with the path of its field. */
export type ReadResult =
  | { readonly ok: true; readonly input: PriceCartInput }
  | { readonly ok: false; readonly problems: readonly string[] };

type Fields = Readonly<Record<string, unknown>>;
type Problems = string[];
/** Reads one value: records a problem at `path` and gives undefined when the value is wrong. */
type Read<T> = (problems: Problems, value: unknown, path: string) => T | undefined;

const discountTypes = ["percent", "fixed"] as const;
const minorUnits = "a whole number of minor units, 0 or more (1.250 KWD is 1250)";
const basisPoints = "a rate in whole basis points, 0 or more (5 % is 500)";
const discountValue = "a whole number, 0 or more: basis points for percent, minor units for fixed";

/**
 * Checks that a parsed JSON value is a `priceCart` input (src/pricing/pricing-input.ts), field by
 * field, and gives it back typed, or every problem found, each naming its field, e.g.
 * `lines[0].priceLabel.price: expected a whole number of minor units (1.250 KWD is 1250), got 2.5`.
 * Unknown fields are problems too: a misspelt field would otherwise be priced as absent.
 */
export function readPriceCartInput(value: unknown): ReadResult {
  const problems: Problems = [];
  const input = readCart(problems, value, "");
  return problems.length === 0 && input !== undefined
    ? { ok: true, input }
    : { ok: false, problems };
}

// Each object the input is made of, as the fields it knows in the order they are checked: a
// required field is read even when missing (so that is a problem), an optional one only when it is
// neither absent nor null.

const readTax = objectOf<Tax>({
  id: required(whole),
  name: required(text),
  rateBasisPoints: required(rate),
});

const count: Read<number> = (problems, value, path) => whole(problems, value, path, 1);

const readPriceLabel = objectOf<PriceLabel>({
  id: required(whole),
  price: required(amount),
  minimum: optional(count),
  maximum: optional(count),
  weightGrams: optional(grams),
  shippingWeightGrams: optional(grams),
  isQty: optional(yesNo),
  unit: optional(text),
});

const readModifier = objectOf<ChosenModifier>({
  id: required(whole),
  quantity: required((problems, value, path) => whole(problems, value, path, 0)),
  price: required(amount),
  taxes: required(listOf(readTax)),
  provider: optional(text),
  providerId: optional(text),
});

const readLine = objectOf<CartLine>({
  itemId: required(whole),
  categoryId: required(whole),
  priceLabel: required(readPriceLabel),
  modifiers: required(listOf(readModifier)),
  comment: required(text),
  count: required(count),
  taxes: required(listOf(readTax)),
  inclusiveTaxes: required(listOf(readTax)),
  types: optional(listOf(sellingType)),
  branchIds: optional(ids),
});

const readDiscount = objectOf<Discount>({
  id: required(whole),
  type: required(discountType),
  value: required(discountAmount),
});

const readSellingTypeDiscounts = objectOf<SellingTypeDiscounts>({
  allMenuDiscount: optional(readDiscount),
  itemsDiscounts: optional(discountsById),
  categoriesDiscounts: optional(discountsById),
});

const readMenuDiscounts = objectOf<MenuDiscounts>({
  pickup: optional(readSellingTypeDiscounts),
  delivery: optional(readSellingTypeDiscounts),
  dinein: optional(readSellingTypeDiscounts),
});

const readCoupon = objectOf<Coupon>({
  code: required(text),
  discountType: required(discountType),
  discountValue: required(discountAmount),
  allMenu: required(yesNo),
  userType: optional((problems, value, path) =>
    oneOf(problems, value, path, ["guests", "auth_users"] as const),
  ),
  maxAllowedItems: optional((problems, value, path) =>
    whole(problems, value, path, 0, "a whole number of units, 0 or more (0: unlimited)"),
  ),
  itemIds: optional(ids),
  freeDelivery: optional(yesNo),
});

const readZoneFee = objectOf<Extract<DeliveryFeeRule, { kind: "zone" }>>({
  kind: required(() => "zone"),
  zoneId: required(whole),
  fee: required(amount),
});

const readShippingFee = objectOf<Extract<DeliveryFeeRule, { kind: "shipping" }>>({
  kind: required(() => "shipping"),
  countryId: required(whole),
  feesPerKg: required(amount),
  fixedFees: required(amount),
});

const readCart = objectOf<PriceCartInput>({
  currency: required(currencyCode),
  sellingType: required(sellingType),
  lines: required(listOf(readLine)),
  discounts: optional(readMenuDiscounts),
  coupon: optional(readCoupon),
  signedIn: required(yesNo),
  exclusiveTaxRateBasisPoints: optional(rate),
  delivery: optional(readDelivery),
  walletBalance: optional(amount),
  paymentType: optional((problems, value, path) =>
    whole(problems, value, path, 0, "a payment method code such as 2"),
  ),
});

function readDelivery(
  problems: Problems,
  value: unknown,
  path: string,
): DeliveryFeeRule | undefined {
  const kind = typeof value === "object" && value !== null ? (value as Fields)["kind"] : undefined;
  if (kind === "zone") return readZoneFee(problems, value, path);
  if (kind === "shipping") return readShippingFee(problems, value, path);
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return problem(
      problems,
      path,
      'an object such as { "kind": "zone", "zoneId": 7, "fee": 750 }',
      value,
    );
  return problem(problems, join(path, "kind"), '"zone" or "shipping"', kind);
}

/** Discounts keyed by item or category id, as JSON keys them: `{ "4": { "id": 9, ... } }`. */
function discountsById(
  problems: Problems,
  value: unknown,
  path: string,
): Record<number, Discount> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return problem(problems, path, "an object of discounts by id", value);
  const discounts: Record<number, Discount> = {};
  for (const [id, discount] of Object.entries(value)) {
    if (!/^\d+$/.test(id)) problems.push(`${join(path, id)}: expected a numeric id as the key`);
    const read = readDiscount(problems, discount, join(path, id));
    if (read !== undefined) discounts[Number(id)] = read;
  }
  return discounts;
}

// How an object is read: its fields, each read by its own reader under its own path.

interface Field<T> {
  readonly read: Read<T>;
  readonly optional: boolean;
}

function required<T>(read: Read<T>): Field<T> {
  return { read, optional: false };
}

/** A field that may be absent or null; anything else is read. */
function optional<T>(read: Read<T>): Field<T> {
  return { read, optional: true };
}

/**
 * A reader of an object with exactly the fields of `shape`, read in its order; a field the shape
 * does not name is a problem. The object is given back only when it is an object at all: a wrong
 * field leaves its value undefined, with its problem recorded.
 */
function objectOf<T>(shape: { readonly [K in keyof T]?: Field<NonNullable<T[K]>> }): Read<T> {
  const fieldsOfShape = Object.entries(shape) as [string, Field<unknown>][];
  const known = fieldsOfShape.map(([key]) => key);
  return (problems, value, path) => {
    const fields = object(problems, value, path, known);
    if (fields === undefined) return undefined;
    const read: Record<string, unknown> = {};
    for (const [key, field] of fieldsOfShape) {
      const found = fields[key];
      read[key] =
        field.optional && (found === undefined || found === null)
          ? undefined
          : field.read(problems, found, join(path, key));
    }
    return read as T;
  };
}

function listOf<T>(read: Read<T>): Read<T[]> {
  return (problems, value, path) => list(problems, value, path, read);
}

// The field readers: each records a problem at `path` and gives undefined when the value is wrong.

function problem(problems: Problems, path: string, expected: string, value: unknown): undefined {
  problems.push(`${path === "" ? "the cart" : path}: expected ${expected}, got ${describe(value)}`);
  return undefined;
}

function object(
  problems: Problems,
  value: unknown,
  path: string,
  known: readonly string[],
): Fields | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return problem(problems, path, "an object", value);
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      problems.push(`${join(path, key)}: unknown field (known: ${known.join(", ")})`);
  }
  return value as Fields;
}

function list<T>(problems: Problems, value: unknown, path: string, read: Read<T>): T[] | undefined {
  if (!Array.isArray(value)) return problem(problems, path, "an array", value);
  const items = value.map((entry, index) => read(problems, entry, `${path}[${index}]`));
  return items.every((entry) => entry !== undefined) ? (items as T[]) : undefined;
}

/** A safe integer of at least `minimum`; `what` says what is expected, bound included. */
function whole(
  problems: Problems,
  value: unknown,
  path: string,
  minimum?: number,
  what = minimum === undefined ? "a whole number" : `a whole number of at least ${minimum}`,
): number | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= (minimum ?? value))
    return value;
  return problem(problems, path, what, value);
}

function amount(problems: Problems, value: unknown, path: string): number | undefined {
  return whole(problems, value, path, 0, minorUnits);
}

function rate(problems: Problems, value: unknown, path: string): number | undefined {
  return whole(problems, value, path, 0, basisPoints);
}

function grams(problems: Problems, value: unknown, path: string): number | undefined {
  return whole(problems, value, path, 0, "a whole number of grams, 0 or more");
}

function discountAmount(problems: Problems, value: unknown, path: string): number | undefined {
  return whole(problems, value, path, 0, discountValue);
}

function ids(problems: Problems, value: unknown, path: string): number[] | undefined {
  return list(problems, value, path, (found, id, idPath) => whole(found, id, idPath));
}

function text(problems: Problems, value: unknown, path: string): string | undefined {
  return typeof value === "string" ? value : problem(problems, path, "a string", value);
}

function currencyCode(problems: Problems, value: unknown, path: string): string | undefined {
  const currency = text(problems, value, path);
  if (currency !== undefined && !/^[A-Za-z]{3}$/.test(currency))
    problem(problems, path, "a three-letter currency code such as KWD", currency);
  return currency;
}

function yesNo(problems: Problems, value: unknown, path: string): boolean | undefined {
  return typeof value === "boolean" ? value : problem(problems, path, "true or false", value);
}

function sellingType(problems: Problems, value: unknown, path: string) {
  return oneOf(problems, value, path, sellingTypes);
}

function discountType(problems: Problems, value: unknown, path: string) {
  return oneOf(problems, value, path, discountTypes);
}

function oneOf<T extends string>(
  problems: Problems,
  value: unknown,
  path: string,
  allowed: readonly T[],
): T | undefined {
  return allowed.includes(value as T)
    ? (value as T)
    : problem(problems, path, allowed.map((entry) => `"${entry}"`).join(" or "), value);
}

function join(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return JSON.stringify(value);
}
