import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { AccountPage } from "../account/AccountPage";
import { requireCustomer, withSignIn } from "../account/guards.server";
import { historyPage, historyPages } from "../account/history-page";
import { HistoryList } from "../account/HistoryList";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { orderSummaryOf } from "../orders/order-summary";
import { OrderSummary } from "../orders/OrderSummary";

// `/{referenceId}/orders/history` (signed in; docs/decisions/026-storefront-sessions.md): the
// customer's orders at the business, newest first, ten a page (`?page=`), each with its number,
// date, status and total, opening its order page.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const { session, api } = requireCustomer(request, business, language);
  const page = historyPage(new URL(request.url));
  const answer = await withSignIn(request, business.reference_id, () =>
    api.getCustomerOrders({ params: { id: session.userId }, query: { page } }),
  );
  return {
    home,
    title: t("history.title"),
    pages: historyPages(`/${business.reference_id}/orders/history`, page, answer.has_more),
    orders: answer.orders.map(orderSummaryOf(business, language, t)),
  };
}

export default function OrderHistoryPage() {
  const { home, title, pages, orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AccountPage home={home} title={title}>
      <HistoryList entries={orders} none={t("history.none")} pages={pages}>
        {(order) => <OrderSummary order={order} label={t("history.order", { id: order.id })} />}
      </HistoryList>
    </AccountPage>
  );
}

export const ErrorBoundary = ErrorScreen;
