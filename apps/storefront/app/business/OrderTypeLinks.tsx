import { Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { OrderTypeButton } from "./home-order-types";

/**
 * The selling types a customer can start an order with; each opens its menu. A business that
 * takes reservations offers them last, opening the reservation page (ADR 030).
 */
export function OrderTypeLinks({
  referenceId,
  orderTypes,
  reservationPath = null,
}: {
  referenceId: string;
  orderTypes: readonly OrderTypeButton[];
  reservationPath?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="order-types-heading" className="order-types">
      <h2 id="order-types-heading">{t("home.orderTypes")}</h2>
      <ul>
        {orderTypes.map(({ type, label }) => (
          <li key={type}>
            <Link className="order-type" to={`/${referenceId}/${type}`} prefetch="intent">
              {label ?? t(`sellingTypes.${type}`, { defaultValue: type })}
            </Link>
          </li>
        ))}
        {reservationPath && (
          <li>
            <Link className="order-type" to={reservationPath}>
              {t("reservation.title")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
