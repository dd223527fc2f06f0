import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatMoney, money } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { requireCustomer, withSignIn } from "../account/guards.server";
import { historyPage, historyPages } from "../account/history-page";
import { HistoryList } from "../account/HistoryList";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { latinDateTime } from "../language/latin-digits";
import { translate } from "../language/translate";

// `/{referenceId}/orders/history` (signed in; docs/decisions/026-storefront-sessions.md): the
// customer's orders at the business, newest first, ten a page (`?page=`), each with its number,
// date, status and total, opening its order page.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const { language } = requestLanguage(request.headers);
  const { session, api } = requireCustomer(request, business, language);
  const t = translate(language);
  const page = historyPage(new URL(request.url));
  const answer = await withSignIn(request, business.reference_id, () =>
    api.getCustomerOrders({ params: { id: session.userId }, query: { page } }),
  );
  const dates = latinDateTime(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: business.time_zone,
  });
  const base = `/${business.reference_id}`;
  return {
    home: businessHome(business, language),
    title: t("history.title"),
    pages: historyPages(`${base}/orders/history`, page, answer.has_more),
    orders: answer.orders.map((order) => ({
      id: order.id,
      path: `${base}/order/${order.id}`,
      date: dates.format(new Date(order.created_at)),
      dateTime: order.created_at,
      status: t(`order.statusNames.${order.status_name}`),
      total: formatMoney(money(order.total, order.currency), language),
      type: t(`sellingTypes.${order.selling_types}`),
    })),
  };
}

export default function OrderHistoryPage() {
  const { home, title, pages, orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage
      home={home}
      back={{ to: `/${home.referenceId}/profile`, label: t("profile.title") }}
    >
      <h2 className="menu__title">{title}</h2>
      <HistoryList entries={orders} none={t("history.none")} pages={pages}>
        {(order) => (
          <>
            <div className="cart-line__text">
              <Link to={order.path} className="cart-line__name">
                {t("history.order", { id: order.id })}
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
        )}
      </HistoryList>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
