import { Link } from "@remix-run/react";
import type { OrderSummaryView } from "./order-summary";

/** One line of a list of orders: its link, when it was placed, its type and status, its total. */
export function OrderSummary({ order, label }: { order: OrderSummaryView; label: string }) {
  return (
    <>
      <div className="cart-line__text">
        <Link to={order.path} className="cart-line__name">
          {label}
        </Link>
        <span className="cart-line__detail">
          <time dateTime={order.dateTime}>{order.date}</time>
        </span>
        <span className="cart-line__detail">
          {order.type} · {order.status}
        </span>
      </div>
      <bdi className="cart-line__amount">{order.total}</bdi>
    </>
  );
}
