import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderTypeButton } from "./home-order-types";

/** The selling types a customer can start an order with; each opens its menu. */
export function OrderTypeLinks({
  referenceId,
  orderTypes,
}: {
  referenceId: string;
  orderTypes: readonly OrderTypeButton[];
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
      </ul>
    </nav>
  );
}
