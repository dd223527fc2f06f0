import type { CartLine } from "../cart/cart-line.js";
import { defaultPaymentType } from "../codes/payment-method.js";
import type { CurrencyCode } from "../money/money.js";
import { assert } from "../shared/assert.js";
import { cashRoundingAdjustment } from "./cash-rounding-adjustment.js";
import { couponApplies } from "./coupon-applies.js";
import { chooseDiscount } from "./choose-discount.js";
import { compareCartLines } from "./compare-cart-lines.js";
import { couponCoversItem } from "./coupon-covers-item.js";
import { deliveryFee } from "./delivery-fee.js";
import { discountsForSellingType } from "./discounts-for-selling-type.js";
import { exclusiveTax } from "./exclusive-tax.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { modifiersPrice } from "./modifiers-price.js";
import type { CouponOutcome, DiscountSource, PricedCart, PricedLine } from "./priced-cart.js";
import type { PriceCartInput } from "./pricing-input.js";
import { spreadCoupon, type CouponCandidate, type CouponSpread } from "./spread-coupon.js";
import { summarizeInclusiveTaxes } from "./summarize-inclusive-taxes.js";
import { summarizeTaxes } from "./summarize-taxes.js";
import { unitDiscount } from "./unit-discount.js";
import { walletDiscount } from "./wallet-discount.js";

/** A line while it is priced: what the coupon and the taxes need to see of it. */
interface LineDraft extends CouponCandidate {
  /** Where the line was given, to give it back in place. */
  readonly index: number;
  readonly line: CartLine;
  readonly discount: DiscountSource | null;
  readonly unitDiscount: number;
  readonly modifiersPrice: number;
  /** The item's part of the line after menu discount and coupon. */
  itemNet: number;
}

/**
 * Prices a whole cart into a breakdown that adds up exactly to its total (ADR 006):
 * 1. each line's unit price is its price label's price plus its modifiers;
 * 2. the most specific menu discount of the selling type (item, category, all menu) comes off each
 *    unit's label price, floored at 0; modifiers are charged in full;
 * 3. an accepted coupon comes off the discounted label prices (see `spreadCoupon`);
 * 4. exclusive item and modifier taxes are added per tax row (`summarizeTaxes`), inclusive taxes
 *    are reported, and the business's exclusive tax rate is added on the net subtotal;
 * 5. the delivery fee is added (0 with a free-delivery coupon, none for dine-in and car pickup);
 * 6. the wallet discount comes off, never more than what is payable;
 * 7. a cash payment in CHF is rounded to 0.05, shown as its own line.
 * The order of the lines changes nothing: every tie is broken by `compareCartLines`.
 * `priceCart({ currency: "KWD", sellingType: "delivery", lines, signedIn: false }).total`
 */
export function priceCart<C extends CurrencyCode>(input: PriceCartInput<C>): PricedCart<C> {
  const { lines, coupon } = input;
  const menuDiscounts = discountsForSellingType(input.discounts, input.sellingType);
  const drafts: LineDraft[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    assert(line !== undefined, PRICING_INVARIANT.NO_SUCH_LINE);
    assert(Number.isSafeInteger(line.count) && line.count >= 1, PRICING_INVARIANT.NOT_A_COUNT);
    const labelPrice = line.priceLabel.price;
    assert(Number.isSafeInteger(labelPrice) && labelPrice >= 0, PRICING_INVARIANT.NOT_AN_AMOUNT);
    const discount = chooseDiscount(line, menuDiscounts);
    const off = discount === null ? 0 : unitDiscount(labelPrice, discount);
    drafts.push({
      index,
      line,
      discount,
      unitDiscount: off,
      modifiersPrice: modifiersPrice(line.modifiers),
      unitBase: labelPrice - off,
      count: line.count,
      covered: coupon ? couponCoversItem(coupon, line.itemId) : false,
      itemNet: 0,
    });
  }
  // Every tie below (coupon units, allocations) goes by this order, never by the order given.
  sortInCartOrder(drafts);

  let couponOutcome: CouponOutcome | null = null;
  let spread: CouponSpread | null = null;
  if (coupon) {
    const check = couponApplies(coupon, { signedIn: input.signedIn, lines });
    if (check.ok) {
      spread = spreadCoupon(coupon, drafts);
      let units = 0;
      for (const granted of spread.units) units += granted;
      couponOutcome = {
        ok: true,
        couponCode: coupon.code,
        total: spread.total,
        units,
        freeDelivery: coupon.freeDelivery === true,
      };
    } else {
      couponOutcome = { ok: false, couponCode: coupon.code, code: check.code };
    }
  }

  for (let position = 0; position < drafts.length; position++) {
    const draft = drafts[position] as LineDraft;
    draft.itemNet = draft.unitBase * draft.count - (spread?.shares[position] ?? 0);
  }
  const taxes = summarizeTaxes(drafts);
  const inclusiveTaxes = summarizeInclusiveTaxes(drafts);

  const priced = new Array<PricedLine>(drafts.length);
  let subtotal = 0;
  let discountTotal = 0;
  let couponTotal = 0;
  let netSubtotal = 0;
  for (let position = 0; position < drafts.length; position++) {
    const draft = drafts[position] as LineDraft;
    const { line, count } = draft;
    const labelPrice = line.priceLabel.price;
    const unit = labelPrice + draft.modifiersPrice;
    const gross = unit * count;
    const itemDiscount = draft.unitDiscount * count;
    const couponShare = spread?.shares[position] ?? 0;
    const net = draft.itemNet + draft.modifiersPrice * count;
    assert(
      Number.isSafeInteger(gross) && Number.isSafeInteger(net),
      PRICING_INVARIANT.UNSAFE_AMOUNT,
    );
    const lineTaxes = taxes.lineTaxes[position] ?? [];
    let taxTotal = 0;
    for (const tax of lineTaxes) taxTotal += tax.taxValue + tax.modifiersTaxValue;
    priced[draft.index] = {
      line,
      labelPrice,
      modifiersPrice: draft.modifiersPrice,
      unitPrice: unit,
      count,
      gross,
      discount: draft.discount,
      unitDiscount: draft.unitDiscount,
      discountedLabelPrice: draft.unitBase,
      itemDiscount,
      couponUnits: spread?.units[position] ?? 0,
      couponShare,
      net,
      taxes: lineTaxes,
      taxTotal,
    };
    subtotal += gross;
    discountTotal += itemDiscount;
    couponTotal += couponShare;
    netSubtotal += net;
  }
  assert(Number.isSafeInteger(subtotal), PRICING_INVARIANT.UNSAFE_AMOUNT);

  const businessTax = exclusiveTax(netSubtotal, input.exclusiveTaxRateBasisPoints ?? 0);
  const fee = deliveryFee({
    sellingType: input.sellingType,
    rule: input.delivery,
    lines,
    freeDeliveryCoupon:
      couponOutcome?.ok && couponOutcome.freeDelivery ? couponOutcome.couponCode : null,
  });
  const payableBeforeWallet = netSubtotal + taxes.total + businessTax.amount + fee.amount;
  assert(Number.isSafeInteger(payableBeforeWallet), PRICING_INVARIANT.UNSAFE_AMOUNT);
  const wallet = walletDiscount(input.walletBalance ?? 0, payableBeforeWallet);
  const payable = payableBeforeWallet - wallet;
  const paymentType = input.paymentType ?? defaultPaymentType;
  const cashRounding = cashRoundingAdjustment(payable, input.currency, paymentType);

  return {
    currency: input.currency,
    sellingType: input.sellingType,
    paymentType,
    lines: priced,
    subtotal,
    discountTotal,
    coupon: couponOutcome,
    couponTotal,
    netSubtotal,
    taxRows: taxes.rows,
    taxTotal: taxes.total,
    exclusiveTax: businessTax,
    inclusiveTaxRows: inclusiveTaxes.rows,
    inclusiveTaxTotal: inclusiveTaxes.total,
    deliveryFee: fee,
    payableBeforeWallet,
    wallet,
    cashRounding,
    total: payable + cashRounding,
  };
}

/** Above this many lines, drafts are sorted by `Array.prototype.sort` instead of by insertion. */
const insertionSortLimit = 32;

/**
 * Puts the drafts in `compareCartLines` order, keeping the given order on a tie. A cart is tens of
 * lines: an insertion sort that calls the comparison directly beats the built-in sort's callback,
 * and costs one comparison per line when the lines are already in order.
 */
function sortInCartOrder(drafts: LineDraft[]): void {
  if (drafts.length > insertionSortLimit) {
    drafts.sort(
      (left, right) => compareCartLines(left.line, right.line) || left.index - right.index,
    );
    return;
  }
  for (let next = 1; next < drafts.length; next++) {
    const draft = drafts[next] as LineDraft;
    let slot = next;
    for (; slot > 0; slot--) {
      const before = drafts[slot - 1] as LineDraft;
      if (compareCartLines(before.line, draft.line) <= 0) break;
      drafts[slot] = before;
    }
    drafts[slot] = draft;
  }
}
