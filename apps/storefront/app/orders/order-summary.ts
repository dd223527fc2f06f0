import type { CustomerOrderSummary } from "@storefront/api-client";
import { formatMoney, money } from "@storefront/domain";
import type { TFunction } from "i18next";
import { latinDateTime } from "../language/latin-digits";

/** An order as a list of orders shows it, in the interface language. */
export interface OrderSummaryView {
  id: number;
  path: string;
  /** When it was placed, in the business's time zone. */
  date: string;
  dateTime: string;
  status: string;
  total: string;
  type: string;
}

type SummarizedOrder = Pick<
  CustomerOrderSummary,
  "id" | "status_name" | "selling_types" | "currency" | "total" | "created_at"
>;

/**
 * How a business's lists of orders (the customer's history, this device's orders) show each one:
 * `orderSummaryOf(business, "en", t)(order).status === "Delivered"`.
 */
export function orderSummaryOf(
  business: { reference_id: string; time_zone: string },
  language: string,
  t: TFunction,
): (order: SummarizedOrder) => OrderSummaryView {
  const dates = latinDateTime(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: business.time_zone,
  });
  return (order) => ({
    id: order.id,
    path: `/${business.reference_id}/order/${order.id}`,
    date: dates.format(new Date(order.created_at)),
    dateTime: order.created_at,
    status: t(`order.statusNames.${order.status_name}`),
    total: formatMoney(money(order.total, order.currency), language),
    type: t(`sellingTypes.${order.selling_types}`),
  });
}
