import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { businessSettingsOf, pathIdSchema } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { apiFor } from "../api/api-client.server";
import { BusinessPage } from "../business/BusinessPage";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { pageMeta } from "../layout/page-meta";
import { loadOwnOrder } from "../orders/load-order.server";
import { orderView } from "../orders/order-view";
import { OrderStatus } from "../orders/OrderStatus";
import orderPageStylesheet from "../orders/order-page.css?url";
import { notFound } from "../http/not-found";

// `/{referenceId}/order/{orderId}`: an order this device placed, followed live until it is final
// (without JavaScript, its refresh link asks again).
// Coming back from the payment page (`?payment=`), the server first checks the payment with the
// gateway; a declined or cancelled one goes to /payment/fail.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: orderPageStylesheet }];

export const meta: MetaFunction<typeof loader> = pageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const orderId = pathIdSchema.safeParse(params.orderId);
  if (!orderId.success) throw notFound();
  const paymentId = new URL(request.url).searchParams.get("payment");
  if (paymentId) {
    await loadOwnOrder(request, business, orderId.data, language);
    const check = await apiFor(language).getTransaction({
      params: { orderId: orderId.data, paymentId },
    });
    if (check.payment_status === "failed") {
      throw redirect(`/${business.reference_id}/payment/fail?order=${orderId.data}`);
    }
    throw redirect(`/${business.reference_id}/order/${orderId.data}`);
  }
  const { order, key } = await loadOwnOrder(request, business, orderId.data, language);
  // The menu gives each dish's preparation time, for when an order served on site is expected.
  const { menu } = await apiFor(language).getMenu({ params: { id: order.branch_id } });
  const { phone, whatsapp_phone } = businessSettingsOf(business);
  return {
    language,
    home,
    title: t("order.title", { id: order.id }),
    justPlaced: new URL(request.url).searchParams.has("placed"),
    menuPath: `/${business.reference_id}/${order.selling_types}`,
    order: orderView(
      order,
      menu.items,
      { timeZone: business.time_zone, locales: business.locales, phone, whatsapp_phone },
      language,
      t,
    ),
    // A car pickup customer says they are outside, from the device that placed the order.
    arrival:
      order.selling_types === "car_pickup" &&
      key &&
      ["pending", "accepted", "ready", "scheduled"].includes(order.status_name)
        ? order.customer_arrived_at
          ? ("told" as const)
          : ("offer" as const)
        : null,
    // A delivered order of a business that takes ratings leads to them (ADR 032).
    ratePath:
      order.status_name === "delivered" && businessSettingsOf(business).show_rating
        ? `/${business.reference_id}/Feedback?order=${order.id}#rating`
        : null,
  };
}

/** "I'm outside": tells the kitchen that a car pickup customer has arrived. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language } = await writePrologue(request, params.referenceId);
  const orderId = pathIdSchema.safeParse(params.orderId);
  if (!orderId.success) throw notFound();
  const { key } = await loadOwnOrder(request, business, orderId.data, language);
  if (!key) throw notFound();
  await apiFor(language).customerArrived({ params: { id: orderId.data, key } });
  return redirect(`/${business.reference_id}/order/${orderId.data}`, 303);
}

export default function OrderPage() {
  const { home, order, justPlaced, menuPath, ratePath, arrival } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: menuPath, label: t("order.backToMenu") }}>
      {justPlaced && (
        <p role="status" className="form-success">
          {t("order.placed")}
        </p>
      )}
      <OrderStatus order={order} />
      {arrival === "offer" && (
        <Form method="post" className="order__arrival">
          <button type="submit" className="button button--primary">
            {t("order.arrived")}
          </button>
        </Form>
      )}
      {arrival === "told" && (
        <p role="status" className="form-success" data-testid="order-arrived">
          {t("order.arrivedTold")}
        </p>
      )}
      {order.paymentFailed && (
        <p>
          <Link to={`/${home.referenceId}/payment/fail?order=${order.id}`}>
            {t("paymentFail.retry")}
          </Link>
        </p>
      )}
      {ratePath && (
        <p>
          <Link to={ratePath}>{t("feedback.rateOrder")}</Link>
        </p>
      )}
      {!order.final && (
        <p>
          <Link to={`/${home.referenceId}/order/${order.id}`} reloadDocument>
            {t("order.refresh")}
          </Link>
        </p>
      )}
      <p>
        <Link to={menuPath}>{t("order.backToMenu")}</Link>
      </p>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
