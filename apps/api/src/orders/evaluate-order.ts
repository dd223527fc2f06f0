import type { ParsedOrderRequest, Refusal } from "@storefront/api-client";
import {
  checkCoupon,
  checkoutAsks,
  type Coupon,
  type CouponRejection,
  type CouponNotInForce,
  type CouponTerms,
  describeShifts,
  dialledPhone,
  generateSlots,
  inBusinessZone,
  type MenuItemType,
  isSellingTypeOpen,
  mayAsk,
  offeredPaymentMethods,
  type PriceCartInput,
  type PricedCart,
  priceCart,
  type SellingType,
  toSellingType,
  validatePhone,
} from "@storefront/domain";
import type { Database } from "../db/database.js";
import { checkDeliveryAddress } from "./check-delivery-address.js";
import { type DeliveryTerms, deliveryTerms } from "./delivery-terms.js";
import type { OrderContext } from "./load-order-context.js";
import { problem, type OrderProblem } from "./order-failure.js";
import { type OrderRows, readOrderStart } from "./read-order-rows.js";
import { resolveLines } from "./resolve-lines.js";
import type { WalletForOrder } from "../wallet/wallet-for-order.js";

/** An order request checked and priced against the catalogue at one instant. */
export interface OrderEvaluation {
  readonly context: OrderContext;
  readonly sellingType: SellingType;
  readonly input: PriceCartInput;
  readonly priced: PricedCart;
  /** The request position of each priced line. */
  readonly positions: readonly number[];
  readonly refusals: readonly Refusal[];
  /** Every rule that stops the order from being placed as it is; empty when it can be placed. */
  readonly problems: readonly OrderProblem[];
  readonly minimumOrder: { amount: number; met: boolean };
  readonly delivery: DeliveryTerms | null;
  readonly scheduledAt: Date | null;
  readonly couponId: number | null;
  readonly table: { id: number; name: string; floor: Record<string, string> } | null;
}

/** Days of slots a scheduled order may fall in; the maximum advance (168 hours by default) bounds it further. */
const scheduleDays = 31;

/**
 * Checks an order request against every rule of docs/decisions/012-orders.md at `now` and prices
 * what can be sold with the domain's `priceCart`, from the database's prices, discounts, coupon,
 * taxes and fees only. Broken rules are collected, not thrown: calc-order reports them, order
 * placement refuses the order on the first one.
 */
export async function evaluateOrder(
  db: Database,
  context: OrderContext,
  request: ParsedOrderRequest,
  now: Date,
  language: string,
  /** A signed-in customer orders (spec 5: coupons for guests or for signed-in users; ADR 025). */
  signedIn = false,
  /** With `use_wallet`, the balance it may spend or why it may not (ADR 027); else null. */
  wallet: WalletForOrder | null = null,
): Promise<OrderEvaluation> {
  const { rows } = await readOrderStart(db, request, {});
  return evaluateOrderWithRows(rows, context, request, now, language, signedIn, wallet);
}

/** `evaluateOrder` against rows already read (`readOrderStart`): no round trip of its own. */
export function evaluateOrderWithRows(
  rows: OrderRows,
  context: OrderContext,
  request: ParsedOrderRequest,
  now: Date,
  language: string,
  signedIn: boolean,
  wallet: WalletForOrder | null,
): OrderEvaluation {
  const problems: OrderProblem[] = [];
  const selling = toSellingType(request.selling_types);
  const sellingType: SellingType = selling.ok ? selling.sellingType : "delivery";
  const typeSettings = context.settings[sellingType];
  // What the business's settings of this type ask (ADR 051): a place, a gift, a table, a car.
  const asks = checkoutAsks(sellingType, typeSettings);
  if (!typeSettings.enabled) {
    problems.push(
      problem(422, "SELLING_TYPE_DISABLED", "This business does not take these orders"),
    );
  }
  if (request.order_lines.length === 0) {
    problems.push(problem(422, "EMPTY_ORDER", "The order has no items"));
  }

  // When: now if the selling type is open, else a slot it still offers (spec 4 and 5).
  const businessNow = inBusinessZone(now, context.timeZone);
  const shifts = describeShifts(context.hours[sellingType] ?? { days: [] }, businessNow);
  const shipping = asks.includes("place") && request.shipping_country_id != null;
  const open = isSellingTypeOpen({ sellingType, shifts, shipping });
  const schedule = typeSettings.scheduled_orders;
  let scheduledAt: Date | null = null;
  if (request.priority === "later") {
    const slotStart = request.scheduled_at ? Date.parse(request.scheduled_at) : Number.NaN;
    const offered =
      schedule.on &&
      generateSlots({ shifts, scheduledOrders: schedule, now: businessNow, days: scheduleDays })
        .flatMap((day) => day.slots)
        .some((slot) => slot.from.toMillis() === slotStart);
    if (offered) scheduledAt = new Date(slotStart);
    else problems.push(problem(422, "SLOT_NOT_AVAILABLE", "That time is no longer offered"));
  } else if (!open || schedule.only_schedule) {
    problems.push(
      problem(
        422,
        "SHOP_CLOSED",
        schedule.on ? "Ordering now is closed; choose a later time" : "Ordering is closed now",
      ),
    );
  }

  // A busy branch takes no orders of the type until its pause ends, for now or for a slot before.
  const pausedUntil = context.pausedUntil[sellingType];
  if (pausedUntil && pausedUntil > (scheduledAt ?? now)) {
    const until = inBusinessZone(pausedUntil, context.timeZone).toFormat("HH:mm");
    problems.push(
      problem(422, "BRANCH_PAUSED", `This branch takes no ${sellingType} orders until ${until}`),
    );
  }

  // What: the lines the branch sells at that time, priced from the catalogue.
  const at = scheduledAt ? inBusinessZone(scheduledAt, context.timeZone) : businessNow;
  const itemType: MenuItemType = request.reservation ? "reservation" : sellingType;
  const resolved = resolveLines(context, request.order_lines, itemType, at, language);

  // Where: the zone or country of a delivery.
  let delivery: DeliveryTerms | null = null;
  if (asks.includes("place")) {
    const terms = deliveryTerms(rows, context, request);
    if ("code" in terms) problems.push(terms);
    else delivery = terms;
    const address = checkDeliveryAddress(rows, context, request);
    if (address) problems.push(address);
  }

  // Who and how: the table or the car the type asks, a name, a phone, a payment method.
  let table: OrderEvaluation["table"] = null;
  if (mayAsk(sellingType, "table") && request.table_id != null) {
    if (rows.table) table = rows.table;
    else problems.push(problem(422, "UNKNOWN_TABLE", "That table is not one of this branch's"));
  } else if (asks.includes("table") && !request.reservation && rows.hasTables) {
    problems.push(problem(422, "TABLE_REQUIRED", "Choose your table"));
  }
  if (asks.includes("car") && !request.car) {
    problems.push(problem(422, "CAR_REQUIRED", "Tell us your car so we can bring the order out"));
  }
  if (!request.name.trim())
    problems.push(problem(422, "NAME_REQUIRED", "Give a name for the order"));
  const phone = validatePhone(dialledPhone(request.dial_code, request.phone), context.country);
  if (!phone.ok) {
    problems.push(problem(422, "PHONE_INVALID", `The phone number is not valid (${phone.code})`));
  }
  if (!context.settings.payment_methods.includes(request.payment_type)) {
    problems.push(
      problem(422, "PAYMENT_METHOD_NOT_ALLOWED", "This business does not take that payment method"),
    );
  } else if (!offeredPaymentMethods({ methods: [request.payment_type], shipping }).length) {
    problems.push(
      problem(
        422,
        "PAYMENT_METHOD_NOT_FOR_SHIPPING",
        "An order shipped to another country cannot be paid in cash",
      ),
    );
  }
  let walletBalance = 0;
  if (request.use_wallet) {
    if (wallet === null) {
      problems.push(problem(422, "WALLET_NOT_AVAILABLE", "The wallet needs a signed-in customer"));
    } else if ("code" in wallet) problems.push(wallet);
    else walletBalance = wallet.balance;
  }

  // The coupon, by its code, as the business set it, judged at `now` by the domain's rule.
  const code = request.coupon_code?.trim().toUpperCase();
  const found = code ? couponOf(rows.coupon) : null;
  const verdict = code ? checkCoupon(found, { now, signedIn, lines: resolved.lines }) : null;
  if (verdict && !verdict.ok) problems.push(couponProblem(verdict.code));

  const input: PriceCartInput = {
    currency: context.currency,
    sellingType,
    lines: resolved.lines,
    discounts: context.discounts,
    coupon: verdict?.coupon ?? null,
    signedIn,
    exclusiveTaxRateBasisPoints: context.settings.exclusive_tax_basis_points,
    delivery: delivery?.rule ?? null,
    walletBalance,
    paymentType: request.payment_type,
  };
  const priced = priceCart(input);
  const minimumAmount = delivery?.minimumOrder ?? 0;
  const met = priced.netSubtotal >= minimumAmount;
  if (!met) {
    problems.push(
      problem(422, "BELOW_MINIMUM_ORDER", "The order is below the minimum for this delivery"),
    );
  }
  return {
    context,
    sellingType,
    input,
    priced,
    positions: resolved.positions,
    refusals: resolved.refusals,
    problems,
    minimumOrder: { amount: minimumAmount, met },
    delivery,
    scheduledAt,
    couponId: verdict?.coupon && found ? found.id : null,
    table,
  };
}

/** What the API answers for each refusal of the coupon rule (ADR 012). */
const couponRefusals: Record<
  CouponNotInForce | CouponRejection,
  { status: OrderProblem["status"]; message: string }
> = {
  COUPON_UNKNOWN: { status: 422, message: "There is no such coupon" },
  COUPON_EXPIRED: { status: 422, message: "This coupon has expired" },
  COUPON_USED_UP: { status: 409, message: "This coupon has been used up" },
  COUPON_GUESTS_ONLY: { status: 422, message: "This coupon is for guests only" },
  COUPON_SIGNED_IN_ONLY: { status: 422, message: "This coupon is for signed-in customers only" },
  COUPON_NOT_FOR_THESE_ITEMS: {
    status: 422,
    message: "This coupon is not for the items in the cart",
  },
};

function couponProblem(code: CouponNotInForce | CouponRejection): OrderProblem {
  const { status, message } = couponRefusals[code];
  return problem(status, code, message);
}

/** The business's coupon with this code (stored upper case), with the terms that keep it in force. */
function couponOf(
  row: OrderRows["coupon"],
): { id: number; coupon: Coupon; terms: CouponTerms } | null {
  if (!row) return null;
  return {
    id: row.id,
    coupon: {
      code: row.code,
      discountType: row.discountType,
      discountValue: row.discountValue,
      allMenu: row.allMenu,
      userType: row.userType,
      maxAllowedItems: row.maxAllowedItems,
      itemIds: row.itemIds,
      freeDelivery: row.freeDelivery,
    },
    terms: {
      active: row.active,
      endsAt: row.expiresAt,
      usageLimit: row.usageLimit,
      usedCount: row.usedCount,
    },
  };
}
