import type { MenuItemDto, OrderDto } from "@storefront/api-client";
import { formatMoney, handedOverBy, isFinalStatus, money, pickText } from "@storefront/domain";
import type { TFunction } from "i18next";
import { addressLine } from "../delivery/address-line";
import { breakdownRows, type BreakdownRow, includedTaxLines } from "../cart/breakdown-rows";
import { latinDateTime } from "../language/latin-digits";
import { type ContactLink, contactLinks } from "./contact-links";
import { expectedAt } from "./expected-at";
import { orderProgress } from "./order-progress";

/** One line of an order as its page shows it. */
export interface OrderLineView {
  key: string;
  name: string;
  quantity: number;
  /** The price when the dish has several, and each chosen modifier with its group. */
  options: string[];
  note: string;
  /** After its menu discount, as the receipt adds it up. */
  amount: string;
  /** Before its menu discount, struck beside it; null without one. */
  original: string | null;
}

/** A step of the progress bar, in words. */
export interface ProgressStepView {
  key: string;
  label: string;
  state: "done" | "current" | "ahead";
  at: string | null;
  /** The same moment, machine-readable, for `<time dateTime>`. */
  dateTime: string | null;
}

/** An order as its page shows it. */
export interface OrderView {
  id: number;
  statusName: string;
  status: OrderDto["status_name"];
  final: boolean;
  payment: string | null;
  /** A declined or cancelled payment: the customer can try again. */
  paymentFailed: boolean;
  scheduledFor: string | null;
  /** The steps of its way, or null when it ended unserved (rejected, cancelled). */
  progress: ProgressStepView[] | null;
  /** When it ended unserved, in words with the time and the business's reason. */
  ended: string | null;
  /** Once accepted: when it should be ready, served or at the door. */
  expected: string | null;
  placedAt: string;
  lines: OrderLineView[];
  /** How a screen reader names a struck price: "Original price". */
  originalLabel: string;
  rows: BreakdownRow[];
  total: string;
  included: string[];
  details: string[];
  contacts: ContactLink[];
}

/**
 * What the order page shows: where the order stands on its way and when it is expected, each line
 * with what was chosen for it and its note, the breakdown the server stored, where or how the
 * order is served, and how to reach the business.
 */
/** How the order stands with its money, in words; null when nothing is to be paid. */
function paymentLine(
  order: OrderDto,
  t: TFunction,
  format: (amount: number) => string,
): string | null {
  // Rejecting or cancelling an order gives its wallet part back in the same transaction.
  const ended = order.status_name === "rejected" || order.status_name === "cancelled";
  if (ended && order.breakdown.wallet > 0) {
    return t("order.walletRefunded", { amount: format(order.breakdown.wallet) });
  }
  switch (order.payment_status) {
    case "paid":
      return t("order.paid");
    case "pending":
      return t("order.paymentPending");
    case "failed":
      return t("order.paymentFailed");
    default:
      return null;
  }
}

export function orderView(
  order: OrderDto,
  items: readonly MenuItemDto[],
  business: {
    timeZone: string;
    locales: readonly string[];
    phone: string | null;
    whatsapp_phone: string | null;
  },
  language: string,
  t: TFunction,
): OrderView {
  const text = (value: Record<string, string>) => pickText(value, language, business.locales);
  const format = (amount: number) => formatMoney(money(amount, order.currency), language);
  const dateTime = latinDateTime(language, {
    timeZone: business.timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });
  const time = (iso: string) => dateTime.format(new Date(iso));
  const separator = t("language.listSeparator");
  const details: string[] = [];
  const { delivery, table, car, gift, notes, comment } = order.details;
  if (delivery) {
    const parts = addressLine(delivery, t);
    details.push(
      `${t("order.deliverTo")}: ${parts || `${delivery.lat.toFixed(5)}${separator}${delivery.lng.toFixed(5)}`}`,
    );
  }
  if (table) details.push(t("order.table", { name: table.name, floor: table.floor }));
  if (car)
    details.push(t("order.car", { model: car.model, color: car.color, plate: car.plate_number }));
  if (gift) details.push(`${t("checkout.gift")}: ${gift.recipient_name}`);
  if (comment) details.push(comment);
  if (notes) details.push(notes);
  const names = new Map(order.lines.map((line) => [line.position, line]));
  const progress = orderProgress(order);
  // What is handed over on the spot is worded by its order string (the bundles' order.handedOver).
  const handedOver: string = `order.handedOver.${order.selling_types}`;
  const stepLabel = (status: OrderDto["status_name"]): string =>
    status === "delivered" && handedOverBy(order.selling_types) === "on_site"
      ? t(handedOver, { defaultValue: t("order.statusNames.delivered") })
      : t(`order.statusNames.${status}`);
  const expected = expectedAt(order, items);
  return {
    id: order.id,
    status: order.status_name,
    statusName: t(`order.statusNames.${order.status_name}`),
    final: isFinalStatus(order.status as never),
    paymentFailed: order.payment_status === "failed",
    payment: paymentLine(order, t, format),
    scheduledFor: order.scheduled_at
      ? t("order.scheduledFor", { time: time(order.scheduled_at) })
      : null,
    progress:
      progress.kind === "steps"
        ? progress.steps.map((step) => ({
            key: step.status,
            label: stepLabel(step.status),
            state: step.state,
            at: step.at && time(step.at),
            dateTime: step.at,
          }))
        : null,
    ended:
      progress.kind === "ended"
        ? [
            t(`order.statusNames.${progress.status}`),
            progress.at && time(progress.at),
            // The business's own words, as its staff wrote them.
            order.status_reason,
          ]
            .filter(Boolean)
            .join(" · ")
        : null,
    expected: expected && t("order.expectedAt", { time: time(expected) }),
    placedAt: t("order.placedAt", { time: time(order.created_at) }),
    lines: order.breakdown.lines.map((line) => {
      const named = names.get(line.position);
      // The line as the receipt adds it up: after its menu discount, before the coupon (ADR 040).
      const shown = line.gross - line.item_discount;
      return {
        key: `${line.position}`,
        name: named?.name ? text(named.name) : t("cart.unknownItem"),
        quantity: line.quantity,
        options: [
          ...(named?.price_label ? [text(named.price_label)] : []),
          ...groupedModifiers(named?.modifiers ?? [], text, separator),
        ],
        note: line.comment,
        amount: format(shown),
        original: shown === line.gross ? null : format(line.gross),
      };
    }),
    rows: breakdownRows(order.breakdown, language, t),
    originalLabel: t("price.original"),
    total: format(order.breakdown.total),
    included: includedTaxLines(order.breakdown, language, t),
    details,
    contacts: contactLinks(business, t("order.title", { id: order.id })),
  };
}

/** "Choose your rice: Machboos rice", "Extras: Extra hashu, 2 × Laban": one entry per group. */
function groupedModifiers(
  modifiers: OrderDto["lines"][number]["modifiers"],
  text: (value: Record<string, string>) => string,
  separator: string,
): string[] {
  const groups = new Map<string, string[]>();
  for (const modifier of modifiers) {
    const group = text(modifier.group);
    const name = text(modifier.name);
    const chosen = groups.get(group) ?? [];
    chosen.push(modifier.quantity > 1 ? `${modifier.quantity} × ${name}` : name);
    groups.set(group, chosen);
  }
  return [...groups].map(([group, names]) => `${group}: ${names.join(separator)}`);
}
