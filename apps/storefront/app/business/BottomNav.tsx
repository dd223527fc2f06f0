import { NavLink, useParams, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "../root";

/**
 * The bottom navigation of every business page (spec 2: home 0, menu 1, cart 2, profile 3, more 4)
 * with the cart's count as a badge; on a wide screen the same places sit in a side bar (CSS).
 * The menu and cart follow the selling type in the address, else the business's first one.
 */
export function BottomNav({
  referenceId,
  orderTypes,
}: {
  referenceId: string;
  orderTypes: readonly string[];
}) {
  const { t } = useTranslation();
  const params = useParams();
  const count = useRouteLoaderData<typeof rootLoader>("root")?.cartCount ?? 0;
  const type =
    params.type && orderTypes.includes(params.type) ? params.type : (orderTypes[0] ?? "delivery");
  const base = `/${referenceId}`;
  const tabs = [
    { key: "home", to: base, label: t("nav.home"), end: true },
    { key: "menu", to: `${base}/${type}`, label: t("nav.menu"), end: true },
    { key: "cart", to: `${base}/${type}/cart`, label: t("nav.cart"), end: false },
    { key: "profile", to: `${base}/orders/status`, label: t("nav.profile"), end: false },
    { key: "more", to: `${base}/Policies`, label: t("nav.more"), end: false },
  ];
  return (
    <nav className="bottom-nav" aria-label={t("nav.label")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end={tab.end} className="bottom-nav__tab" prefetch="intent">
              <span
                aria-hidden="true"
                className={`bottom-nav__icon bottom-nav__icon--${tab.key}`}
              />
              <span>{tab.label}</span>
              {tab.key === "cart" && count > 0 && (
                <span className="bottom-nav__badge" data-testid="cart-badge">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">{t("nav.cartCount", { count })}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
