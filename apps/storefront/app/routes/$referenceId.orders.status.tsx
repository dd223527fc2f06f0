import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { apiFor } from "../api/api-client.server";
import { BusinessPage } from "../business/BusinessPage";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { pageMeta } from "../layout/page-meta";
import { readOrderKeys } from "../orders/order-keys.server";
import { orderSummaryOf } from "../orders/order-summary";
import { OrderSummary } from "../orders/OrderSummary";

// `/{referenceId}/orders/status`: the orders this device placed at the business, newest first,
// each with the day and time it was placed (in the business's time zone) and its status now.

export const meta: MetaFunction<typeof loader> = pageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const api = apiFor(language);
  const summary = orderSummaryOf(business, language, t);
  const orders = await Promise.all(
    readOrderKeys(request, business.reference_id).map(async ({ id, key }) => {
      const { order } = await api.getOrder({ params: { id, key } }).catch(() => ({ order: null }));
      return order && summary(order);
    }),
  );
  return {
    home,
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
              <OrderSummary order={order} label={t("order.open", { id: order.id })} />
            </li>
          ))}
        </ul>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
