import {
  type CalcOrderAnswer,
  type CartDto,
  type MenuItemDto,
  receipt,
} from "@storefront/api-client";
import { cartCount, formatMoney, lineKey, money, pickText } from "@storefront/domain";
import type { TFunction } from "i18next";
import {
  breakdownRows,
  type BreakdownRow,
  includedTaxLines,
  otherMethodTotals,
} from "./breakdown-rows";
import { discountBadge, pagePrice, type PageDiscounts } from "../pricing/page-discounts";

/** One cart line as the customer reads it. */
export interface CartLineView {
  key: string;
  name: string;
  /** The chosen price's label when the item has several ("Large"). */
  option: string | null;
  /** "Cheese, Onion ×2". */
  modifiers: string;
  comment: string;
  quantity: number;
  /** What the line costs after its menu discount, before the coupon, as the server priced it. */
  amount: string | null;
  /** What it would cost without its menu discount, struck through beside it; null without one. */
  original: string | null;
  /** The menu discount's badge ("10 % off"); null without one. */
  badge: string | null;
  /** Why the server will not sell it, in its words. */
  refusal: string | null;
}

/** The cart page's content, priced by the server. */
export interface CartView {
  lines: CartLineView[];
  rows: BreakdownRow[];
  total: string;
  /** The taxes inside the prices, then what other payment methods would pay, for information. */
  included: string[];
  count: number;
  /** The coupon's verdict in words, when there is a coupon, and what it applies to once applied. */
  coupon: { code: string; applied: boolean; message: string; rule: string | null } | null;
  /** How a screen reader names a struck price: "Original price". */
  originalLabel: string;
}

/**
 * What the cart page shows: each line with its name and options from the menu and its amount from
 * the server's breakdown (after its menu discount, the original struck beside it), the receipt's
 * rows, which add up as written (ADR 040), and the coupon's verdict with the rule it follows.
 */
export function cartView(
  cart: CartDto,
  priced: CalcOrderAnswer | null,
  items: readonly MenuItemDto[],
  language: string,
  locales: readonly string[],
  t: TFunction,
  discounts: PageDiscounts | null = null,
): CartView {
  const shown = priced ? receipt(priced.breakdown) : null;
  const text = (value: Record<string, string>) => pickText(value, language, locales);
  const byId = new Map(items.map((item) => [item.id, item]));
  const format = (amount: number) =>
    priced ? formatMoney(money(amount, priced.breakdown.currency), language) : "";
  const lines = cart.lines.map((line, position): CartLineView => {
    const item = byId.get(line.item_id);
    const label = item?.price_labels.find(({ id }) => id === line.price_label_id);
    const modifierNames = new Map(
      (item?.modifier_groups ?? []).flatMap((group) =>
        group.modifiers.map((modifier) => [modifier.id, text(modifier.name)] as const),
      ),
    );
    const pricedLine = priced?.breakdown.lines.find((candidate) => candidate.position === position);
    const shownLine = shown?.lines.find((candidate) => candidate.position === position);
    const discount =
      item && label && pricedLine && pricedLine.item_discount > 0
        ? pagePrice(label.price.amount, item, discounts).discount
        : null;
    const refusal = priced?.refusals.find((candidate) => candidate.position === position);
    return {
      key: lineKey(line),
      name: item ? text(item.name) : t("cart.unknownItem"),
      option: item && item.price_labels.length > 1 && label ? text(label.label) : null,
      modifiers: line.modifiers
        .map(({ id, quantity }) => {
          const name = modifierNames.get(id) ?? "";
          return quantity > 1 ? `${name} ×${quantity}` : name;
        })
        .join(", "),
      comment: line.comment,
      quantity: line.quantity,
      amount: shownLine ? format(shownLine.amount) : null,
      original:
        shownLine && shownLine.original !== shownLine.amount ? format(shownLine.original) : null,
      badge:
        discount && priced ? discountBadge(discount, priced.breakdown.currency, language, t) : null,
      refusal: refusal ? t(`orderErrors.${refusal.code}`, { defaultValue: refusal.message }) : null,
    };
  });
  const coupon = priced?.breakdown.coupon;
  const couponProblem = priced?.problems.find(({ code }) => code.startsWith("COUPON_"));
  return {
    lines,
    rows: priced && shown ? breakdownRows(priced.breakdown, language, t, shown) : [],
    total: priced ? format(priced.breakdown.total) : "",
    included: priced
      ? [
          ...includedTaxLines(priced.breakdown, language, t),
          ...otherMethodTotals(priced, language, t),
        ]
      : [],
    count: cartCount(cart),
    coupon: cart.coupon_code
      ? {
          code: cart.coupon_code,
          applied: coupon?.applied === true,
          message:
            coupon?.applied === true
              ? t("cart.couponApplied", { code: coupon.code, amount: format(coupon.amount) })
              : t(`orderErrors.${couponProblem?.code ?? coupon?.reason ?? "COUPON_UNKNOWN"}`, {
                  defaultValue: couponProblem?.message ?? "",
                }),
          // ADR 006: a coupon comes off the items' own prices, never their options.
          rule: coupon?.applied === true && coupon.amount > 0 ? t("price.couponRule") : null,
        }
      : null,
    originalLabel: t("price.original"),
  };
}
