import { NavLink, useParams, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { RootData } from "../root-data";
import type { NavigationStyle } from "../theme/business-theme";
import { NavIcon, type NavPlace } from "./NavIcon";

/**
 * The bottom navigation of every business page (spec 2: home 0, menu 1, cart 2, profile 3, more 4)
 * with the cart's count as a badge, drawn as the business chose (`navigation_style`): `curved`
 * raises the cart in the middle of a rounded bar, `menu` is a plain bar. On a wide screen the same
 * places sit in a bar at the top (CSS). The menu and cart follow the selling type in the address,
 * else the business's first one (the home of a business with one selling type opens its menu).
 * "Profile" opens the account (a guest meets the login page, which links to the orders placed on
 * this device). "More" opens the settings, which also hold the business's branches, policies and
 * contacts; the tab is named for them, since search engines and screen readers learn nothing from
 * "More".
 */
export function BottomNav({
  referenceId,
  orderTypes,
  style,
}: {
  referenceId: string;
  orderTypes: readonly string[];
  style: NavigationStyle;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const count = useRouteLoaderData<RootData>("root")?.cartCount ?? 0;
  const type =
    params.type && orderTypes.includes(params.type) ? params.type : (orderTypes[0] ?? "delivery");
  const base = `/${referenceId}`;
  const tabs: { place: NavPlace; to: string; end: boolean }[] = [
    { place: "home", to: base, end: true },
    { place: "menu", to: `${base}/${type}`, end: true },
    { place: "cart", to: `${base}/${type}/cart`, end: false },
    { place: "profile", to: `${base}/profile`, end: false },
    { place: "more", to: `${base}/settings`, end: false },
  ];
  return (
    <nav className={`bottom-nav bottom-nav--${style}`} aria-label={t("nav.label")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.place} className={`bottom-nav__place bottom-nav__place--${tab.place}`}>
            <NavLink to={tab.to} end={tab.end} className="bottom-nav__tab" prefetch="intent">
              <NavIcon place={tab.place} />
              <span>{t(tab.place === "more" ? "settings.title" : `nav.${tab.place}`)}</span>
              {tab.place === "cart" && count > 0 && (
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
