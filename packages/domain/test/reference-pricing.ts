// A second, deliberately plain implementation of the pricing rules, for the differential test.
// Written from the spec (sections 3, 5 and 9) and the decisions of ADR 006, sharing nothing with
// src/pricing but the input types: plain integers, loops, BigInt for every division, no dinero, no
// allocation helper, no sorting cleverness. Slow and obvious on purpose.
import type { CartLine } from "../src/cart/cart-line.js";
import type { PriceCartInput } from "../src/pricing/pricing-input.js";

export interface ReferenceLineTax {
  taxId: number;
  taxValue: number;
  modifiersTaxValue: number;
}

export interface ReferenceLine {
  unitPrice: number;
  gross: number;
  discountId: number | null;
  itemDiscount: number;
  couponUnits: number;
  couponShare: number;
  net: number;
  taxes: ReferenceLineTax[];
}

export interface ReferenceRow {
  taxId: number;
  taxName: string;
  rate: number;
  taxValue: number;
  modifiersTaxValue: number;
  totalTaxValue: number;
}

export interface ReferenceResult {
  lines: ReferenceLine[];
  subtotal: number;
  discountTotal: number;
  /** "OK" when the coupon applies, its rejection code when not, null without a coupon. */
  coupon: string | null;
  couponTotal: number;
  netSubtotal: number;
  taxRows: ReferenceRow[];
  taxTotal: number;
  exclusiveTax: number;
  inclusiveTaxRows: ReferenceRow[];
  inclusiveTaxTotal: number;
  deliveryFee: number;
  wallet: number;
  cashRounding: number;
  total: number;
}

/** numerator / denominator rounded to the nearest integer, an exact half to the even one. */
function halfEven(numerator: number, multiplier: number, denominator: number): number {
  const n = BigInt(numerator) * BigInt(multiplier);
  const d = BigInt(denominator);
  let q = n / d;
  const r = n % d;
  if (r * 2n > d) q = q + 1n;
  if (r * 2n === d && q % 2n === 1n) q = q + 1n;
  return Number(q);
}

/** Splits total by weights; the units left over go to the largest remainders, earliest first. */
function split(total: number, weights: number[]): number[] {
  const result: number[] = [];
  const remainders: bigint[] = [];
  let weightSum = 0n;
  for (const weight of weights) weightSum += BigInt(weight);
  let given = 0;
  for (const weight of weights) {
    if (weightSum === 0n) {
      result.push(0);
      remainders.push(-1n);
      continue;
    }
    const product = BigInt(total) * BigInt(weight);
    result.push(Number(product / weightSum));
    remainders.push(product % weightSum);
    given += Number(product / weightSum);
  }
  let left = total - given;
  while (left > 0) {
    let best = -1;
    for (let i = 0; i < weights.length; i++) {
      if (best === -1 || (remainders[i] as bigint) > (remainders[best] as bigint)) best = i;
    }
    result[best] = (result[best] as number) + 1;
    remainders[best] = -1n;
    left = left - 1;
  }
  return result;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The cart's own identity order: item, price label, modifiers (id, quantity), comment, count. */
function before(a: CartLine, b: CartLine): number {
  if (a.itemId !== b.itemId) return a.itemId - b.itemId;
  if (a.priceLabel.id !== b.priceLabel.id) return a.priceLabel.id - b.priceLabel.id;
  for (let i = 0; i < a.modifiers.length && i < b.modifiers.length; i++) {
    const x = a.modifiers[i];
    const y = b.modifiers[i];
    if (x === undefined || y === undefined) break;
    if (x.id !== y.id) return x.id - y.id;
    if (x.quantity !== y.quantity) return x.quantity - y.quantity;
  }
  if (a.modifiers.length !== b.modifiers.length) return a.modifiers.length - b.modifiers.length;
  if (a.comment !== b.comment) return compareText(a.comment, b.comment);
  return a.count - b.count;
}

/** Prices a cart the plain way. Lines come back in the order they were given. */
export function referencePricing(input: PriceCartInput): ReferenceResult {
  const given = input.lines;
  const positions: number[] = [];
  for (let i = 0; i < given.length; i++) positions.push(i);
  positions.sort((a, b) => before(given[a] as CartLine, given[b] as CartLine) || a - b);
  const lines: CartLine[] = positions.map((i) => given[i] as CartLine);
  const n = lines.length;

  // Menu discounts of the selling type: the item's, else the category's, else the all-menu one.
  let table = undefined;
  if (input.discounts) {
    if (input.sellingType === "delivery") table = input.discounts.delivery;
    if (input.sellingType === "dine_in") table = input.discounts.dinein;
    if (input.sellingType === "car_pickup") table = input.discounts.pickup;
  }
  const labelPrice: number[] = [];
  const modifierPrice: number[] = [];
  const discountId: (number | null)[] = [];
  const offPerUnit: number[] = [];
  const afterDiscount: number[] = [];
  for (const line of lines) {
    let mods = 0;
    for (const m of line.modifiers) mods += m.price * m.quantity;
    const price = line.priceLabel.price;
    let chosen = null;
    if (table) {
      const byItem = table.itemsDiscounts ? table.itemsDiscounts[line.itemId] : undefined;
      const byCategory = table.categoriesDiscounts
        ? table.categoriesDiscounts[line.categoryId]
        : undefined;
      if (byItem) chosen = byItem;
      else if (byCategory) chosen = byCategory;
      else if (table.allMenuDiscount) chosen = table.allMenuDiscount;
    }
    let off = 0;
    if (chosen) {
      off = chosen.type === "percent" ? halfEven(price, chosen.value, 10000) : chosen.value;
      if (off > price) off = price;
    }
    labelPrice.push(price);
    modifierPrice.push(mods);
    discountId.push(chosen ? chosen.id : null);
    offPerUnit.push(off);
    afterDiscount.push(price - off);
  }

  // The coupon.
  const couponUnits: number[] = lines.map(() => 0);
  const couponShare: number[] = lines.map(() => 0);
  let couponState: string | null = null;
  let freeDelivery = false;
  const c = input.coupon;
  if (c) {
    const covers = (itemId: number) => c.allMenu || (c.itemIds ?? []).indexOf(itemId) >= 0;
    let anyCovered = false;
    for (const line of lines) if (covers(line.itemId)) anyCovered = true;
    if (c.userType === "guests" && input.signedIn) couponState = "COUPON_GUESTS_ONLY";
    else if (c.userType === "auth_users" && !input.signedIn) couponState = "COUPON_SIGNED_IN_ONLY";
    else if (!c.allMenu && !anyCovered) couponState = "COUPON_NOT_FOR_THESE_ITEMS";
    else couponState = "OK";
    if (couponState === "OK") {
      freeDelivery = c.freeDelivery === true;
      // Hand out units one at a time, each to the most expensive covered unit left.
      let allowance = c.maxAllowedItems ? c.maxAllowedItems : Infinity;
      const left: number[] = lines.map((line) => line.count);
      while (allowance > 0) {
        let best = -1;
        for (let i = 0; i < n; i++) {
          const line = lines[i] as CartLine;
          if (
            !covers(line.itemId) ||
            (left[i] as number) === 0 ||
            (afterDiscount[i] as number) === 0
          )
            continue;
          if (best === -1 || (afterDiscount[i] as number) > (afterDiscount[best] as number))
            best = i;
        }
        if (best === -1) break;
        couponUnits[best] = (couponUnits[best] as number) + 1;
        left[best] = (left[best] as number) - 1;
        allowance = allowance - 1;
      }
      if (c.discountType === "fixed" && c.allMenu) {
        const weights: number[] = [];
        let eligible = 0;
        for (let i = 0; i < n; i++) {
          weights.push((couponUnits[i] as number) * (afterDiscount[i] as number));
          eligible += (couponUnits[i] as number) * (afterDiscount[i] as number);
        }
        const total = c.discountValue < eligible ? c.discountValue : eligible;
        const parts = split(total, weights);
        for (let i = 0; i < n; i++) couponShare[i] = parts[i] as number;
      } else {
        for (let i = 0; i < n; i++) {
          const base = afterDiscount[i] as number;
          let perUnit =
            c.discountType === "percent" ? halfEven(base, c.discountValue, 10000) : c.discountValue;
          if (perUnit > base) perUnit = base;
          couponShare[i] = perUnit * (couponUnits[i] as number);
        }
      }
    }
  }

  // Line amounts.
  const itemNet: number[] = [];
  const result: ReferenceLine[] = [];
  let subtotal = 0;
  let discountTotal = 0;
  let couponTotal = 0;
  let netSubtotal = 0;
  for (let i = 0; i < n; i++) {
    const line = lines[i] as CartLine;
    const unit = (labelPrice[i] as number) + (modifierPrice[i] as number);
    const gross = unit * line.count;
    const itemDiscount = (offPerUnit[i] as number) * line.count;
    const share = couponShare[i] as number;
    const net = gross - itemDiscount - share;
    itemNet.push((afterDiscount[i] as number) * line.count - share);
    result.push({
      unitPrice: unit,
      gross,
      discountId: discountId[i] as number | null,
      itemDiscount,
      couponUnits: couponUnits[i] as number,
      couponShare: share,
      net,
      taxes: [],
    });
    subtotal += gross;
    discountTotal += itemDiscount;
    couponTotal += share;
    netSubtotal += net;
  }

  // Exclusive taxes: one row per tax id, each part rounded once on its summed base.
  const taxIds: number[] = [];
  const names: Record<number, string> = {};
  const rates: Record<number, number> = {};
  const itemBase: Record<number, number[]> = {};
  const modifierBase: Record<number, number[]> = {};
  const listed: Record<number, boolean[]> = {};
  const note = (taxId: number, name: string, rate: number) => {
    if (taxIds.indexOf(taxId) < 0) {
      taxIds.push(taxId);
      names[taxId] = name;
      rates[taxId] = rate;
      itemBase[taxId] = lines.map(() => 0);
      modifierBase[taxId] = lines.map(() => 0);
      listed[taxId] = lines.map(() => false);
    }
  };
  for (let i = 0; i < n; i++) {
    const line = lines[i] as CartLine;
    for (const tax of line.taxes) {
      note(tax.id, tax.name, tax.rateBasisPoints);
      (itemBase[tax.id] as number[])[i] =
        ((itemBase[tax.id] as number[])[i] as number) + (itemNet[i] as number);
      (listed[tax.id] as boolean[])[i] = true;
    }
    for (const m of line.modifiers) {
      for (const tax of m.taxes) {
        note(tax.id, tax.name, tax.rateBasisPoints);
        (modifierBase[tax.id] as number[])[i] =
          ((modifierBase[tax.id] as number[])[i] as number) + m.price * m.quantity * line.count;
        (listed[tax.id] as boolean[])[i] = true;
      }
    }
  }
  taxIds.sort((a, b) => a - b);
  const taxRows: ReferenceRow[] = [];
  let taxTotal = 0;
  for (const taxId of taxIds) {
    const rate = rates[taxId] as number;
    let itemSum = 0;
    let modifierSum = 0;
    for (let i = 0; i < n; i++) {
      itemSum += (itemBase[taxId] as number[])[i] as number;
      modifierSum += (modifierBase[taxId] as number[])[i] as number;
    }
    const taxValue = halfEven(itemSum, rate, 10000);
    const modifiersTaxValue = halfEven(modifierSum, rate, 10000);
    taxRows.push({
      taxId,
      taxName: names[taxId] as string,
      rate,
      taxValue,
      modifiersTaxValue,
      totalTaxValue: taxValue + modifiersTaxValue,
    });
    taxTotal += taxValue + modifiersTaxValue;
    const itemParts = split(taxValue, itemBase[taxId] as number[]);
    const modifierParts = split(modifiersTaxValue, modifierBase[taxId] as number[]);
    for (let i = 0; i < n; i++) {
      if ((listed[taxId] as boolean[])[i]) {
        (result[i] as ReferenceLine).taxes.push({
          taxId,
          taxValue: itemParts[i] as number,
          modifiersTaxValue: modifierParts[i] as number,
        });
      }
    }
  }

  // Inclusive taxes: the tax inside the summed item amounts, for information.
  const inclusiveIds: number[] = [];
  const inclusiveBase: Record<number, number> = {};
  const inclusiveName: Record<number, string> = {};
  const inclusiveRate: Record<number, number> = {};
  const inclusiveModifiersBase: Record<number, number> = {};
  for (let i = 0; i < n; i++) {
    for (const tax of (lines[i] as CartLine).inclusiveTaxes) {
      if (inclusiveIds.indexOf(tax.id) < 0) {
        inclusiveIds.push(tax.id);
        inclusiveBase[tax.id] = 0;
        inclusiveName[tax.id] = tax.name;
        inclusiveRate[tax.id] = tax.rateBasisPoints;
      }
      inclusiveBase[tax.id] = (inclusiveBase[tax.id] as number) + (itemNet[i] as number);
    }
    for (const modifier of (lines[i] as CartLine).modifiers) {
      for (const tax of modifier.inclusiveTaxes ?? []) {
        if (inclusiveIds.indexOf(tax.id) < 0) {
          inclusiveIds.push(tax.id);
          inclusiveBase[tax.id] = 0;
          inclusiveName[tax.id] = tax.name;
          inclusiveRate[tax.id] = tax.rateBasisPoints;
        }
        inclusiveModifiersBase[tax.id] =
          (inclusiveModifiersBase[tax.id] ?? 0) +
          modifier.price * modifier.quantity * (lines[i] as CartLine).count;
      }
    }
  }
  inclusiveIds.sort((a, b) => a - b);
  const inclusiveTaxRows: ReferenceRow[] = [];
  let inclusiveTaxTotal = 0;
  for (const taxId of inclusiveIds) {
    const rate = inclusiveRate[taxId] as number;
    const value = halfEven(inclusiveBase[taxId] as number, rate, 10000 + rate);
    const modifiersValue = halfEven(inclusiveModifiersBase[taxId] ?? 0, rate, 10000 + rate);
    inclusiveTaxRows.push({
      taxId,
      taxName: inclusiveName[taxId] as string,
      rate,
      taxValue: value,
      modifiersTaxValue: modifiersValue,
      totalTaxValue: value + modifiersValue,
    });
    inclusiveTaxTotal += value + modifiersValue;
  }

  const exclusiveTax = halfEven(netSubtotal, input.exclusiveTaxRateBasisPoints ?? 0, 10000);

  // Delivery fee: only for delivery; the zone's fee, or weight × per-kg fee + fixed fee.
  let deliveryFee = 0;
  const rule = input.delivery;
  if (input.sellingType === "delivery" && rule && !freeDelivery) {
    if (rule.kind === "zone") deliveryFee = rule.fee;
    else {
      let grams = 0;
      for (const line of lines) {
        let unitGrams = 0;
        if (line.priceLabel.shippingWeightGrams !== undefined)
          unitGrams = line.priceLabel.shippingWeightGrams;
        else if (line.priceLabel.weightGrams !== undefined) unitGrams = line.priceLabel.weightGrams;
        grams += unitGrams * line.count;
      }
      deliveryFee = halfEven(grams, rule.feesPerKg, 1000) + rule.fixedFees;
    }
  }

  const payable = netSubtotal + taxTotal + exclusiveTax + deliveryFee;
  const wallet = Math.min(input.walletBalance ?? 0, payable);
  const toPay = payable - wallet;
  let cashRounding = 0;
  const paysCash = (input.paymentType ?? 2) === 2;
  if (paysCash && input.currency === "CHF") {
    const centimes = toPay % 5;
    if (centimes >= 3) cashRounding = 5 - centimes;
    if (centimes > 0 && centimes < 3) cashRounding = 0 - centimes;
  }

  const lineResults: ReferenceLine[] = new Array<ReferenceLine>(n);
  for (let i = 0; i < n; i++) lineResults[positions[i] as number] = result[i] as ReferenceLine;
  return {
    lines: lineResults,
    subtotal,
    discountTotal,
    coupon: couponState,
    couponTotal,
    netSubtotal,
    taxRows,
    taxTotal,
    exclusiveTax,
    inclusiveTaxRows,
    inclusiveTaxTotal,
    deliveryFee,
    wallet,
    cashRounding,
    total: toPay + cashRounding,
  };
}
