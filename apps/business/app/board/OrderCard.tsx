import { Link } from "@remix-run/react";
import { formatMoney } from "@storefront/domain";
import { useLanguage, useTranslate } from "../language/use-language";
import { ageOf, formatDayTime, formatTime, minutesSince } from "../layout/format";
import { localized } from "../layout/localized";
import type { BoardOrder } from "./group-board";
import type { MoveFailure } from "./move-order.server";
import { OrderActions } from "./OrderActions";

type Order = BoardOrder["order"];

/** Block, street, house… of a delivery, in the order a driver reads them. */
function addressParts(
  address: NonNullable<Order["details"]["delivery"]>,
  t: (key: string, values?: Record<string, string>) => string,
): string[] {
  return [
    address.block && t("order.block", { block: address.block }),
    address.street,
    address.avenue,
    address.building,
    address.house_number,
    address.floor,
    address.apartment,
    address.office_number,
    address.city,
  ].filter((part): part is string => Boolean(part));
}

/**
 * One order as the kitchen and the counter read it: number, time since placed, selling type,
 * customer (tap to call), where it goes (table, car and arrival, address), the lines with their
 * options and notes, the total in the currency's digits and the payment; then its moves.
 */
export function OrderCard({
  entry,
  now,
  timeZone,
  failure,
  returnTo,
  showBranch,
  full = false,
}: {
  entry: BoardOrder;
  now: string;
  timeZone: string;
  failure?: MoveFailure | null;
  returnTo: string;
  showBranch: boolean;
  full?: boolean;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const { order } = entry;
  const { details } = order;
  const Heading = full ? "h1" : "h3";
  const placedWords = (placed: string) => {
    const age = ageOf(minutesSince(placed, now));
    return age.key === "board.placedOn"
      ? t(age.key, { time: formatDayTime(placed, language, timeZone) })
      : t(age.key, age);
  };
  const headingId = `order-${order.id}-title`;
  return (
    <article
      className={`order-card order-card--${order.status_name}`}
      aria-labelledby={headingId}
      data-order-id={order.id}
    >
      <header className="order-card__head">
        <Heading id={headingId} className="order-card__number">
          {t("order.number", { id: order.id })}
        </Heading>
        <span className="order-card__type">{t(`sellingTypes.${order.selling_types}`)}</span>
        <span className="order-card__age">
          {order.status_name === "scheduled" && order.scheduled_at
            ? t("order.forSlot", { time: formatDayTime(order.scheduled_at, language, timeZone) })
            : placedWords(order.created_at)}
        </span>
      </header>

      {order.customer_arrived_at && (
        <p className="order-card__arrived" role="status">
          {t("order.arrived", { time: formatTime(order.customer_arrived_at, language, timeZone) })}
        </p>
      )}

      <p className="order-card__customer">
        <span>{order.name}</span>{" "}
        <a href={`tel:${order.phone}`} dir="ltr" className="order-card__phone">
          {order.phone}
        </a>
      </p>
      {showBranch && <p className="order-card__branch">{localized(entry.branch_name, language)}</p>}
      {details.table && (
        <p className="order-card__where">
          {t("order.table", { table: details.table.name })}
          {details.table.floor ? ` · ${details.table.floor}` : ""}
        </p>
      )}
      {details.car && (
        <p className="order-card__where">
          {t("order.car", {
            car: `${details.car.color} ${details.car.model}`,
            plate: details.car.plate_number,
          })}
        </p>
      )}
      {details.delivery && (
        <p className="order-card__where">
          {t("order.deliverTo", { address: addressParts(details.delivery, t).join(", ") })}
          {details.delivery.note ? ` — ${details.delivery.note}` : ""}
        </p>
      )}
      {order.expected_at && (
        <p className="order-card__expected">
          {t("order.expectedAt", { time: formatTime(order.expected_at, language, timeZone) })}
        </p>
      )}

      <ul className="order-card__lines">
        {order.lines.map((line) => {
          const quantity = order.breakdown.lines[line.position]?.quantity ?? 1;
          return (
            <li key={line.position}>
              <span className="order-card__quantity" dir="ltr">
                {quantity}×
              </span>{" "}
              <span className="order-card__dish">
                {localized(line.name, language) || t("order.removedDish")}
                {line.price_label ? ` (${localized(line.price_label, language)})` : ""}
              </span>
              {line.modifiers.length > 0 && (
                <ul className="order-card__options">
                  {line.modifiers.map((modifier) => (
                    <li key={modifier.id}>
                      {localized(modifier.name, language)}
                      {modifier.quantity > 1 ? ` ×${modifier.quantity}` : ""}
                    </li>
                  ))}
                </ul>
              )}
              {line.comment && <p className="order-card__note">{line.comment}</p>}
            </li>
          );
        })}
      </ul>
      {(details.comment || details.notes) && (
        <p className="order-card__note order-card__note--order">
          {t("order.note")}: {[details.comment, details.notes].filter(Boolean).join(" — ")}
        </p>
      )}
      {details.gift && (
        <p className="order-card__note">
          {t("order.gift", { name: details.gift.recipient_name })}
          {details.gift.message ? `: ${details.gift.message}` : ""}
        </p>
      )}
      {order.status_reason && (
        <p className="order-card__note">
          {t("order.reason")}: {order.status_reason}
        </p>
      )}

      <p className="order-card__total">
        <span>{t("order.total")}</span>{" "}
        <strong>{formatMoney({ amount: order.total, currency: order.currency }, language)}</strong>
      </p>
      <p className="order-card__payment">
        {t(`payment.types.${order.payment_type}`)} · {t(`payment.status.${order.payment_status}`)}
      </p>

      {failure && failure.orderId === order.id && (
        <p className="alert alert--error" role="alert">
          {failure.message}
        </p>
      )}
      <OrderActions orderId={order.id} nextStatuses={entry.next_statuses} returnTo={returnTo} />
      {!full && (
        <p className="order-card__more no-print">
          <Link to={`/orders/${order.id}`}>{t("order.openTicket", { id: order.id })}</Link>
        </p>
      )}
    </article>
  );
}
