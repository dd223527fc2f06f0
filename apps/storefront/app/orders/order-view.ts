import type { MenuItemDto, OrderDto } from "@storefront/api-client";
import { formatMoney, isFinalStatus, money, pickText } from "@storefront/domain";
import type { TFunction } from "i18next";
import { addressLine } from "../delivery/address-line";
import { breakdownRows, type BreakdownRow, includedTaxLines } from "../cart/breakdown-rows";

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
  events: { key: string; label: string; at: string; dateTime: string }[];
  lines: {
    key: string;
    name: string;
    detail: string;
    quantity: number;
    /** After its menu discount, as the receipt adds it up. */
    amount: string;
    /** Before its menu discount, struck beside it; null without one. */
    original: string | null;
  }[];
  /** How a screen reader names a struck price: "Original price". */
  originalLabel: string;
  rows: BreakdownRow[];
  total: string;
  included: string[];
  details: string[];
}

/**
 * What the order page shows: the status in words with its history, each line with its name and
 * amount, the breakdown the server stored, and where or how the order is served.
 */
export function orderView(
  order: OrderDto,
  items: readonly MenuItemDto[],
  timeZone: string,
  language: string,
  locales: readonly string[],
  t: TFunction,
): OrderView {
  const text = (value: Record<string, string>) => pickText(value, language, locales);
  const format = (amount: number) => formatMoney(money(amount, order.currency), language);
  const dateTime = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    numberingSystem: "latn",
  });
  const time = (iso: string) => dateTime.format(new Date(iso));
  const byId = new Map(items.map((item) => [item.id, item]));
  const details: string[] = [];
  const { delivery, table, car, gift, notes, comment } = order.details;
  if (delivery) {
    const parts = addressLine(delivery, t);
    details.push(
      `${t("order.deliverTo")}: ${parts || `${delivery.lat.toFixed(5)}, ${delivery.lng.toFixed(5)}`}`,
    );
  }
  if (table) details.push(t("order.table", { name: table.name, floor: table.floor }));
  if (car)
    details.push(t("order.car", { model: car.model, color: car.color, plate: car.plate_number }));
  if (gift) details.push(`${t("checkout.gift")}: ${gift.recipient_name}`);
  if (comment) details.push(comment);
  if (notes) details.push(notes);
  return {
    id: order.id,
    status: order.status_name,
    statusName: t(`order.statusNames.${order.status_name}`),
    final: isFinalStatus(order.status as never),
    paymentFailed: order.payment_status === "failed",
    payment:
      order.payment_status === "paid"
        ? t("order.paid")
        : order.payment_status === "pending"
          ? t("order.paymentPending")
          : order.payment_status === "failed"
            ? t("order.paymentFailed")
            : null,
    scheduledFor: order.scheduled_at
      ? t("order.scheduledFor", { time: time(order.scheduled_at) })
      : null,
    events: order.events.map((event, index) => ({
      key: `${index}-${event.status}`,
      label: t(`order.statusNames.${event.status_name}`),
      at: time(event.at),
      dateTime: event.at,
    })),
    lines: order.breakdown.lines.map((line) => {
      // The line as the receipt adds it up: after its menu discount, before the coupon (ADR 040).
      const shown = line.gross - line.item_discount;
      const item = byId.get(line.item_id);
      const label = item?.price_labels.find(({ id }) => id === line.price_label_id);
      return {
        key: `${line.position}`,
        name: item ? text(item.name) : t("cart.unknownItem"),
        detail: [
          item && item.price_labels.length > 1 && label ? text(label.label) : "",
          line.comment,
        ]
          .filter(Boolean)
          .join(" · "),
        quantity: line.quantity,
        amount: format(shown),
        original: shown === line.gross ? null : format(line.gross),
      };
    }),
    rows: breakdownRows(order.breakdown, language, t),
    originalLabel: t("price.original"),
    total: format(order.breakdown.total),
    included: includedTaxLines(order.breakdown, language, t),
    details,
  };
}
