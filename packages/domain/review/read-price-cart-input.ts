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
  const fields = object(problems, value, "", [
    "currency",
    "sellingType",
    "lines",
    "discounts",
    "coupon",
    "signedIn",
    "exclusiveTaxRateBasisPoints",
    "delivery",
    "walletBalance",
    "paymentType",
  ]);
  if (fields === undefined) return { ok: false, problems };
  const currency = text(problems, fields["currency"], "currency");
  if (currency !== undefined && !/^[A-Za-z]{3}$/.test(currency))
    problem(problems, "currency", "a three-letter currency code such as KWD", currency);
  const input = {
    currency,
    sellingType: oneOf(problems, fields["sellingType"], "sellingType", sellingTypes),
    lines: list(problems, fields["lines"], "lines", readLine),
    discounts: optional(problems, fields, "discounts", "", readMenuDiscounts),
    coupon: optional(problems, fields, "coupon", "", readCoupon),
    signedIn: yesNo(problems, fields["signedIn"], "signedIn"),
    exclusiveTaxRateBasisPoints: optional(
      problems,
      fields,
      "exclusiveTaxRateBasisPoints",
      "",
      rate,
    ),
    delivery: optional(problems, fields, "delivery", "", readDelivery),
    walletBalance: optional(problems, fields, "walletBalance", "", amount),
    paymentType: optional(problems, fields, "paymentType", "", (found, at, paths) =>
      whole(found, at, paths, 0, "a payment method code such as 2"),
    ),
  };
  return problems.length === 0
    ? { ok: true, input: input as PriceCartInput }
    : { ok: false, problems };
}

function readLine(problems: Problems, value: unknown, path: string): CartLine | undefined {
  const fields = object(problems, value, path, [
    "itemId",
    "categoryId",
    "priceLabel",
    "modifiers",
    "comment",
    "count",
    "taxes",
    "inclusiveTaxes",
    "types",
    "branchIds",
  ]);
  if (fields === undefined) return undefined;
  return {
    itemId: whole(problems, fields["itemId"], join(path, "itemId")),
    categoryId: whole(problems, fields["categoryId"], join(path, "categoryId")),
    priceLabel: readPriceLabel(problems, fields["priceLabel"], join(path, "priceLabel")),
    modifiers: list(problems, fields["modifiers"], join(path, "modifiers"), readModifier),
    comment: text(problems, fields["comment"], join(path, "comment")),
    count: whole(problems, fields["count"], join(path, "count"), 1),
    taxes: list(problems, fields["taxes"], join(path, "taxes"), readTax),
    inclusiveTaxes: list(problems, fields["inclusiveTaxes"], join(path, "inclusiveTaxes"), readTax),
    types: optional(problems, fields, "types", path, (found, at, paths) =>
      list(found, at, paths, (inner, entry, entryPath) =>
        oneOf(inner, entry, entryPath, sellingTypes),
      ),
    ),
    branchIds: optional(problems, fields, "branchIds", path, ids),
  } as CartLine;
}

function readPriceLabel(problems: Problems, value: unknown, path: string): PriceLabel | undefined {
  const fields = object(problems, value, path, [
    "id",
    "price",
    "minimum",
    "maximum",
    "weightGrams",
    "shippingWeightGrams",
    "isQty",
    "unit",
  ]);
  if (fields === undefined) return undefined;
  const count = (found: Problems, at: unknown, atPath: string) => whole(found, at, atPath, 1);
  return {
    id: whole(problems, fields["id"], join(path, "id")),
    price: amount(problems, fields["price"], join(path, "price")),
    minimum: optional(problems, fields, "minimum", path, count),
    maximum: optional(problems, fields, "maximum", path, count),
    weightGrams: optional(problems, fields, "weightGrams", path, grams),
    shippingWeightGrams: optional(problems, fields, "shippingWeightGrams", path, grams),
    isQty: optional(problems, fields, "isQty", path, yesNo),
    unit: optional(problems, fields, "unit", path, text),
  } as PriceLabel;
}

function readModifier(
  problems: Problems,
  value: unknown,
  path: string,
): ChosenModifier | undefined {
  const fields = object(problems, value, path, [
    "id",
    "quantity",
    "price",
    "taxes",
    "provider",
    "providerId",
  ]);
  if (fields === undefined) return undefined;
  return {
    id: whole(problems, fields["id"], join(path, "id")),
    quantity: whole(problems, fields["quantity"], join(path, "quantity"), 0),
    price: amount(problems, fields["price"], join(path, "price")),
    taxes: list(problems, fields["taxes"], join(path, "taxes"), readTax),
    provider: optional(problems, fields, "provider", path, text),
    providerId: optional(problems, fields, "providerId", path, text),
  } as ChosenModifier;
}

function readTax(problems: Problems, value: unknown, path: string): Tax | undefined {
  const fields = object(problems, value, path, ["id", "name", "rateBasisPoints"]);
  if (fields === undefined) return undefined;
  return {
    id: whole(problems, fields["id"], join(path, "id")),
    name: text(problems, fields["name"], join(path, "name")),
    rateBasisPoints: rate(problems, fields["rateBasisPoints"], join(path, "rateBasisPoints")),
  } as Tax;
}

function readMenuDiscounts(
  problems: Problems,
  value: unknown,
  path: string,
): MenuDiscounts | undefined {
  const fields = object(problems, value, path, ["pickup", "delivery", "dinein"]);
  if (fields === undefined) return undefined;
  return {
    pickup: optional(problems, fields, "pickup", path, readSellingTypeDiscounts),
    delivery: optional(problems, fields, "delivery", path, readSellingTypeDiscounts),
    dinein: optional(problems, fields, "dinein", path, readSellingTypeDiscounts),
  };
}

function readSellingTypeDiscounts(
  problems: Problems,
  value: unknown,
  path: string,
): SellingTypeDiscounts | undefined {
  const fields = object(problems, value, path, [
    "allMenuDiscount",
    "itemsDiscounts",
    "categoriesDiscounts",
  ]);
  if (fields === undefined) return undefined;
  return {
    allMenuDiscount: optional(problems, fields, "allMenuDiscount", path, readDiscount),
    itemsDiscounts: optional(problems, fields, "itemsDiscounts", path, discountsById),
    categoriesDiscounts: optional(problems, fields, "categoriesDiscounts", path, discountsById),
  };
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

function readDiscount(problems: Problems, value: unknown, path: string): Discount | undefined {
  const fields = object(problems, value, path, ["id", "type", "value"]);
  if (fields === undefined) return undefined;
  return {
    id: whole(problems, fields["id"], join(path, "id")),
    type: oneOf(problems, fields["type"], join(path, "type"), discountTypes),
    value: whole(problems, fields["value"], join(path, "value"), 0, discountValue),
  } as Discount;
}

function readCoupon(problems: Problems, value: unknown, path: string): Coupon | undefined {
  const fields = object(problems, value, path, [
    "code",
    "discountType",
    "discountValue",
    "allMenu",
    "userType",
    "maxAllowedItems",
    "itemIds",
    "freeDelivery",
  ]);
  if (fields === undefined) return undefined;
  return {
    code: text(problems, fields["code"], join(path, "code")),
    discountType: oneOf(
      problems,
      fields["discountType"],
      join(path, "discountType"),
      discountTypes,
    ),
    discountValue: whole(
      problems,
      fields["discountValue"],
      join(path, "discountValue"),
      0,
      discountValue,
    ),
    allMenu: yesNo(problems, fields["allMenu"], join(path, "allMenu")),
    userType: optional(problems, fields, "userType", path, (found, at, atPath) =>
      oneOf(found, at, atPath, ["guests", "auth_users"] as const),
    ),
    maxAllowedItems: optional(problems, fields, "maxAllowedItems", path, (found, at, atPath) =>
      whole(found, at, atPath, 0, "a whole number of units, 0 or more (0: unlimited)"),
    ),
    itemIds: optional(problems, fields, "itemIds", path, ids),
    freeDelivery: optional(problems, fields, "freeDelivery", path, yesNo),
  } as Coupon;
}

function readDelivery(
  problems: Problems,
  value: unknown,
  path: string,
): DeliveryFeeRule | undefined {
  const kind = typeof value === "object" && value !== null ? (value as Fields)["kind"] : undefined;
  if (kind === "zone") {
    const fields = object(problems, value, path, ["kind", "zoneId", "fee"]);
    if (fields === undefined) return undefined;
    return {
      kind,
      zoneId: whole(problems, fields["zoneId"], join(path, "zoneId")),
      fee: amount(problems, fields["fee"], join(path, "fee")),
    } as DeliveryFeeRule;
  }
  if (kind === "shipping") {
    const fields = object(problems, value, path, ["kind", "countryId", "feesPerKg", "fixedFees"]);
    if (fields === undefined) return undefined;
    return {
      kind,
      countryId: whole(problems, fields["countryId"], join(path, "countryId")),
      feesPerKg: amount(problems, fields["feesPerKg"], join(path, "feesPerKg")),
      fixedFees: amount(problems, fields["fixedFees"], join(path, "fixedFees")),
    } as DeliveryFeeRule;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return problem(
      problems,
      path,
      'an object such as { "kind": "zone", "zoneId": 7, "fee": 750 }',
      value,
    );
  return problem(problems, join(path, "kind"), '"zone" or "shipping"', kind);
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

function list<T>(
  problems: Problems,
  value: unknown,
  path: string,
  read: (problems: Problems, value: unknown, path: string) => T | undefined,
): T[] | undefined {
  if (!Array.isArray(value)) return problem(problems, path, "an array", value);
  const items = value.map((entry, index) => read(problems, entry, `${path}[${index}]`));
  return items.every((entry) => entry !== undefined) ? (items as T[]) : undefined;
}

/** A field that may be absent or null; anything else is read. */
function optional<T>(
  problems: Problems,
  fields: Fields,
  key: string,
  path: string,
  read: (problems: Problems, value: unknown, path: string) => T | undefined,
): T | undefined {
  const value = fields[key];
  return value === undefined || value === null ? undefined : read(problems, value, join(path, key));
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

function ids(problems: Problems, value: unknown, path: string): number[] | undefined {
  return list(problems, value, path, (found, id, idPath) => whole(found, id, idPath));
}

function text(problems: Problems, value: unknown, path: string): string | undefined {
  return typeof value === "string" ? value : problem(problems, path, "a string", value);
}

function yesNo(problems: Problems, value: unknown, path: string): boolean | undefined {
  return typeof value === "boolean" ? value : problem(problems, path, "true or false", value);
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
