import { useRevalidator } from "@remix-run/react";
import { PriceTag } from "../pricing/PriceTag";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BreakdownTable } from "../cart/BreakdownTable";
import type { OrderView } from "./order-view";

/** How often an open order page asks again, in milliseconds. */
const followEvery = 5000;

/**
 * An order's status with its history, its lines and breakdown. While the order is not final the
 * page follows it: every few seconds with JavaScript, and by a meta refresh without.
 */
export function OrderStatus({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (order.final) return;
    const timer = setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") revalidate();
    }, followEvery);
    return () => clearInterval(timer);
  }, [order.final, revalidate, state]);

  return (
    <article className="order" aria-labelledby="order-title">
      <h2 id="order-title" className="menu__title">
        {t("order.title", { id: order.id })}
      </h2>
      <p
        className={`order__status order__status--${order.status}`}
        role="status"
        aria-live="polite"
      >
        <span className="visually-hidden">{t("order.status")}: </span>
        <strong data-testid="order-status">{order.statusName}</strong>
        {order.payment && <span className="order__payment"> · {order.payment}</span>}
      </p>
      {order.scheduledFor && <p>{order.scheduledFor}</p>}
      {!order.final && <p className="order__following">{t("order.following")}</p>}
      <ol className="order__events">
        {order.events.map((event) => (
          <li key={event.key}>
            <span>{event.label}</span> <time dateTime={event.dateTime}>{event.at}</time>
          </li>
        ))}
      </ol>
      <ul className="cart-lines" aria-label={t("order.details")}>
        {order.lines.map((line) => (
          <li key={line.key} className="cart-line">
            <div className="cart-line__text">
              <span className="cart-line__name">
                {line.quantity} × {line.name}
              </span>
              {line.detail && <span className="cart-line__detail">{line.detail}</span>}
            </div>
            <PriceTag
              className="cart-line__amount"
              price={line.amount}
              original={line.original}
              originalLabel={order.originalLabel}
            />
          </li>
        ))}
      </ul>
      <BreakdownTable rows={order.rows} total={order.total} included={order.included} />
      {order.details.length > 0 && (
        <ul className="order__details">
          {order.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
