import {
  type CalcOrderAnswer,
  type CartDto,
  receiptForPayment,
  type Restaurant,
} from "@storefront/api-client";
import {
  checkoutAsks,
  extendedPaymentMethods,
  formatMoney,
  mayAsk,
  minimumOrderShortfall,
  money,
  offeredPaymentMethods,
  pickText,
} from "@storefront/domain";
import type { TFunction } from "i18next";
import { addressLine } from "../delivery/address-line";
import { type BreakdownRow, breakdownRows, includedTaxLines } from "../cart/breakdown-rows";
import type { CheckoutData } from "./checkout-page.server";
import type { CheckoutContact } from "./checkout-contact.server";
import type { ExpectedAmounts } from "./checkout-form";
import { dialCodes } from "./dial-codes";
import { initialSchedule } from "./initial-schedule";
import { offeredSlots } from "./offered-slots";

/** Rules the customer fills in on this page; the others are told before the form. */
const fixedByTheForm = new Set([
  "NAME_REQUIRED",
  "PHONE_INVALID",
  "TABLE_REQUIRED",
  "CAR_REQUIRED",
  "SLOT_NOT_AVAILABLE",
  "PAYMENT_METHOD_NOT_ALLOWED",
  "PAYMENT_METHOD_NOT_FOR_SHIPPING",
]);

/** Apple Pay's codes (spec 9): offered only in a browser that can pay with it (`useApplePay`). */
const applePayMethods: ReadonlySet<number> = new Set([
  extendedPaymentMethods.apple_pay,
  extendedPaymentMethods.apple_pay_knet,
]);

/**
 * What the checkout page shows and preselects: the delivery summary, the table, car, contact,
 * schedule (the domain's slots and preselection), payment methods and gift fields, the breakdown
 * the API computed, what still stops the order, and the amounts to expect.
 */
export function checkoutView(
  data: CheckoutData,
  business: Restaurant,
  language: string,
  now: Date,
  t: TFunction,
) {
  const { cart, priced, sellingType } = data;
  const settings = business.checkout;
  const asks = checkoutAsks(sellingType, settings[sellingType]);
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const ownWord = (word: string | null) => businessWord(word, language, business.locales);
  const format = (amount: number) =>
    formatMoney(money(amount, priced.breakdown.currency), language);

  const scheduleContext = {
    sellingType,
    settings,
    shifts: data.shifts,
    now: now.toISOString(),
    timeZone: data.timeZone,
    country: null,
    businessCountry: business.country,
  };
  const scheduling = settings[sellingType].scheduled_orders.on;
  const initial = initialSchedule(scheduleContext);
  const slotLabel = new Intl.DateTimeFormat(language, {
    timeZone: data.timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    numberingSystem: "latn",
  });
  const slots = scheduling
    ? offeredSlots(scheduleContext).flatMap((day) =>
        day.slots.map((slot) => ({
          value: slot.from.toISO() ?? "",
          label: slotLabel.formatRange(slot.from.toJSDate(), slot.to.toJSDate()),
        })),
      )
    : [];
  const chosenSlot =
    cart.scheduled_at && slots.some(({ value }) => value === cart.scheduled_at)
      ? cart.scheduled_at
      : initial.type === "later"
        ? (initial.slot?.from ?? "")
        : "";

  const codes = dialCodes(business.country, language);
  // Cash is not offered for an order shipped abroad (the API refuses it as well).
  const payments = offeredPaymentMethods({
    methods: settings.payment_methods,
    shipping: asks.includes("place") && cart.shipping_country_id !== null,
  });
  const shortfall = minimumOrderShortfall({
    minimumOrder: priced.minimum_order.amount,
    netSubtotal: priced.breakdown.net_subtotal,
  });
  const paymentType = preselectedPayment(payments, cart.payment_type);
  const expected: ExpectedAmounts = {
    fees: priced.breakdown.delivery_fee.amount,
    lines: cart.lines.map((_, position) => {
      const line = priced.breakdown.lines.find((candidate) => candidate.position === position);
      return { net: line?.net ?? 0, unit_price: line?.unit_price ?? 0 };
    }),
  };

  return {
    sellingType,
    productService: sellingType === "dine_in" && settings.dine_in.label === "product_service",
    delivery: deliverySummary(cart, data, text, format, t),
    tables: data.tables && {
      tableLabel:
        ownWord(data.tables.table_label ?? settings.dine_in.table_label) ?? t("checkout.table"),
      floorLabel:
        ownWord(data.tables.floor_label ?? settings.dine_in.floor_label) ?? t("checkout.floor"),
      floors: data.tables.floors.map((floor) => ({
        name: text(floor.name),
        tables: floor.tables.map(({ id, name }) => ({ id, name })),
      })),
    },
    tableId: cart.table_id,
    car: asks.includes("car") ? cart.car : undefined,
    name: cart.name || (data.contact?.name ?? ""),
    ...contactPhone(cart, data.contact, codes),
    dialCodes: codes,
    canOrderNow: initial.type === "now",
    when: cart.scheduled_at || initial.type === "later" ? "later" : "now",
    slots,
    chosenSlot,
    payments: payments.map((code) => ({
      code,
      label: t(`payments.${code}`, { defaultValue: String(code) }),
      applePay: applePayMethods.has(code),
    })),
    paymentType,
    gift: asks.includes("gift") ? cart.gift : undefined,
    note: cart.note,
    ...amountsByPayment(priced, payments, paymentType, language, t),
    included: includedTaxLines(priced.breakdown, language, t),
    problems: [
      ...priced.refusals.map((refusal) =>
        t(`orderErrors.${refusal.code}`, { defaultValue: refusal.message }),
      ),
      ...priced.problems
        .filter(({ code }) => !fixedByTheForm.has(code))
        .map(({ code, message }) => t(`orderErrors.${code}`, { defaultValue: message })),
    ],
    minimum:
      priced.minimum_order.amount > 0 && !priced.minimum_order.met
        ? t("checkout.minimumOrder", { amount: format(priced.minimum_order.amount) })
        : null,
    // The order cannot be placed yet: the button says how much more the minimum needs.
    shortOfMinimum:
      !priced.minimum_order.met && shortfall > 0
        ? t("checkout.minimumMore", { amount: format(shortfall) })
        : null,
    deliveryTime: priced.delivery_zone
      ? t("checkout.deliveryTime", {
          value: priced.delivery_zone.delivery_time,
          unit: t(`checkout.units.${priced.delivery_zone.unit}`),
        })
      : null,
    expected: JSON.stringify(expected),
    wallet: data.wallet && {
      balance: format(data.wallet.balance),
      chosen: data.wallet.chosen,
      onPath: data.wallet.onPath,
      offPath: data.wallet.offPath,
      used: format(priced.breakdown.wallet),
    },
  };
}

/** Where a delivery goes, in words, with the step to change it. */
function deliverySummary(
  cart: CartDto,
  data: CheckoutData,
  text: (value: Record<string, string>) => string,
  format: (amount: number) => string,
  t: TFunction,
) {
  if (!mayAsk(data.sellingType, "place")) return null;
  if (cart.shipping_country_id !== null) {
    const country = data.zones?.countries?.find(({ id }) => id === cart.shipping_country_id);
    return {
      lines: [
        t("checkout.shipTo") + (country ? `: ${text(country.country)}` : ""),
        ...(country
          ? [
              t("checkout.shippingRate", {
                perKg: format(country.fees_per_kg),
                fixed: format(country.fixed_fees),
              }),
            ]
          : []),
      ],
    };
  }
  const address = cart.delivery;
  const area = data.zones?.zones
    .flatMap((zone) => zone.areas)
    .find(({ id }) => id === address?.area_id);
  return {
    lines: [area ? text(area.name) : "", address ? addressLine(address, t) : ""].filter(Boolean),
  };
}

export type CheckoutView = ReturnType<typeof checkoutView>;

/**
 * A business's own word (its `table_label`, `floor_label`) is written in its first language: it
 * is shown on pages in that language only, and another page says the interface's own word.
 * `businessWord("Tisch", "en", ["de", "en"]) === null`
 */
export function businessWord(
  word: string | null,
  language: string,
  locales: readonly string[],
): string | null {
  return language === locales[0] ? word : null;
}

/** The rows and total one group of payment methods is charged, shown while one of them is chosen. */
export interface PaymentAmounts {
  /** The payment method codes that pay exactly this. */
  paymentTypes: number[];
  /** The rows that differ by method (the cash rounding), after the rows every method shares. */
  rows: BreakdownRow[];
  total: string;
}

/**
 * The checkout's amounts for every payment method offered (ADR 039), each the receipt of the
 * calc-order answer for that method (`receiptForPayment`), so the amount on the page is the one
 * the server charges whichever method is chosen, with JavaScript or without (the page shows the
 * group of the checked method). `rows` are the rows all methods share; `byPayment` groups the
 * methods that pay the same, or is null when every method pays the same.
 */
export function amountsByPayment(
  priced: CalcOrderAnswer,
  paymentCodes: readonly number[],
  chosen: number,
  language: string,
  t: TFunction,
): { rows: BreakdownRow[]; total: string; byPayment: PaymentAmounts[] | null } {
  const format = (amount: number) =>
    formatMoney(money(amount, priced.breakdown.currency), language);
  const methods = paymentCodes.includes(chosen) ? paymentCodes : [chosen, ...paymentCodes];
  const groups: (PaymentAmounts & { amount: number })[] = [];
  let shared: BreakdownRow[] | null = null;
  for (const code of methods) {
    const shown = receiptForPayment(priced, code);
    const rows = breakdownRows(priced.breakdown, language, t, shown);
    shared ??= rows.filter(({ key }) => key !== "rounding");
    const own = rows.filter(({ key }) => key === "rounding");
    const same = groups.find(
      (group) =>
        group.amount === shown.total &&
        group.rows.map((row) => row.amount).join() === own.map((row) => row.amount).join(),
    );
    if (same) same.paymentTypes.push(code);
    else
      groups.push({
        paymentTypes: [code],
        rows: own,
        total: format(shown.total),
        amount: shown.total,
      });
  }
  const chosenGroup = groups.find((group) => group.paymentTypes.includes(chosen)) ?? groups[0];
  return {
    rows: groups.length > 1 ? (shared ?? []) : [...(shared ?? []), ...(chosenGroup?.rows ?? [])],
    total: chosenGroup?.total ?? format(priced.breakdown.total),
    byPayment:
      groups.length > 1
        ? groups.map(({ paymentTypes, rows, total }) => ({ paymentTypes, rows, total }))
        : null,
  };
}

/**
 * The payment method the form starts with: the cart's while it is offered, else the first offered
 * one. Never Apple Pay, which the page shows only once the browser says it can pay with it.
 */
function preselectedPayment(payments: readonly number[], saved: number): number {
  const shown = payments.filter((code) => !applePayMethods.has(code));
  return shown.includes(saved) ? saved : (shown[0] ?? payments[0] ?? saved);
}

/**
 * The phone field's number and calling code: the cart's; else a signed-in customer's profile phone
 * split at the offered code it starts with; else empty, with the business's country's code
 * (spec 9: default country KW).
 */
function contactPhone(
  cart: Pick<CartDto, "phone" | "dial_code">,
  contact: CheckoutContact | null,
  codes: readonly { value: string }[],
): { phone: string; dialCode: string } {
  if (cart.phone) return { phone: cart.phone, dialCode: cart.dial_code };
  const code = contact && codes.find(({ value }) => contact.phone.startsWith(value));
  if (contact && code)
    return { phone: contact.phone.slice(code.value.length), dialCode: code.value };
  return { phone: "", dialCode: codes[0]?.value ?? cart.dial_code };
}
