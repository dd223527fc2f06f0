import { useRevalidator } from "@remix-run/react";
import { PriceTag } from "../pricing/PriceTag";
import { useEffect } from "react";
import { useTranslation } from "../language/use-translation";
import { BreakdownTable } from "../cart/BreakdownTable";
import { OrderProgressBar } from "./OrderProgressBar";
import type { OrderView } from "./order-view";

/** How often an open order page asks again, in milliseconds. */
const followEvery = 5000;

/**
 * An order's status on its way, its lines with what was chosen for each, the breakdown and how to
 * reach the business. While the order is not final the page follows it: every few seconds with
 * JavaScript, and by its refresh link without.
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
      <p className="order__placed">{order.placedAt}</p>
      <p
        className={`order__status order__status--${order.status}`}
        role="status"
        aria-live="polite"
      >
        <span className="visually-hidden">{t("order.status")}: </span>
        <strong data-testid="order-status">{order.statusName}</strong>
        {order.payment && <span className="order__payment"> · {order.payment}</span>}
      </p>
      {order.scheduledFor && <p data-testid="order-slot">{order.scheduledFor}</p>}
      {order.expected && (
        <p className="order__expected" data-testid="order-expected">
          {order.expected}
        </p>
      )}
      {order.progress && <OrderProgressBar steps={order.progress} />}
      {order.ended && <p className="order__ended">{order.ended}</p>}
      {!order.final && <p className="order__following">{t("order.following")}</p>}
      <ul className="cart-lines" aria-label={t("order.details")}>
        {order.lines.map((line) => (
          <li key={line.key} className="cart-line">
            <div className="cart-line__text">
              <span className="cart-line__name">
                {line.quantity} × {line.name}
              </span>
              {line.options.map((option) => (
                <span key={option} className="cart-line__detail">
                  {option}
                </span>
              ))}
              {line.note && (
                <span className="cart-line__detail">
                  {t("order.lineNote")}: {line.note}
                </span>
              )}
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
      {order.contacts.length > 0 && (
        <section className="order-contact" aria-labelledby="order-contact">
          <h3 id="order-contact">{t("order.contact")}</h3>
          <p className="order-contact__links">
            {order.contacts.map((contact) => (
              <a key={contact.kind} href={contact.href} className="order-contact__link">
                {t(contact.kind === "call" ? "order.call" : "order.whatsapp")}{" "}
                <bdi dir="ltr">{contact.number}</bdi>
              </a>
            ))}
          </p>
        </section>
      )}
    </article>
  );
}
