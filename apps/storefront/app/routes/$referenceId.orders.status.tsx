import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatMoney, money } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { apiFor } from "../api/api-client.server";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { latinDateTime } from "../language/latin-digits";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { readOrderKeys } from "../orders/order-keys.server";

// `/{referenceId}/orders/status`: the orders this device placed at the business, newest first,
// each with the day and time it was placed (in the business's time zone) and its status now.

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [{ title: `${data.title} · ${data.home.name}` }]);
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const api = apiFor(language);
  const dates = latinDateTime(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: business.time_zone,
  });
  const orders = await Promise.all(
    readOrderKeys(request, business.reference_id).map(async ({ id, key }) => {
      const { order } = await api.getOrder({ params: { id, key } }).catch(() => ({ order: null }));
      return (
        order && {
          id: order.id,
          path: `/${business.reference_id}/order/${order.id}`,
          date: dates.format(new Date(order.created_at)),
          dateTime: order.created_at,
          status: t(`order.statusNames.${order.status_name}`),
          total: formatMoney(money(order.total, order.currency), language),
          type: t(`sellingTypes.${order.selling_types}`),
        }
      );
    }),
  );
  return {
    home: businessHome(business, language),
    title: t("order.history"),
    orders: orders.filter((order) => order !== null),
  };
}

export default function OrdersStatusPage() {
  const { home, title, orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home}>
      <h2 className="menu__title">{title}</h2>
      {orders.length === 0 ? (
        <p>{t("order.none")}</p>
      ) : (
        <ul className="cart-lines">
          {orders.map((order) => (
            <li key={order.id} className="cart-line">
              <div className="cart-line__text">
                <Link to={order.path} className="cart-line__name">
                  {t("order.open", { id: order.id })}
                </Link>
                <span className="cart-line__detail">
                  <time dateTime={order.dateTime}>{order.date}</time>
                </span>
                <span className="cart-line__detail">
                  {order.type} · {order.status}
                </span>
              </div>
              <bdi className="cart-line__amount">{order.total}</bdi>
            </li>
          ))}
        </ul>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
