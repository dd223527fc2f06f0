import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { isApiError, pathIdSchema } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { apiFor } from "../api/api-client.server";
import { BusinessPage } from "../business/BusinessPage";
import { ErrorScreen } from "../errors/ErrorScreen";
import { pagePrologue } from "../http/page-prologue.server";
import { pageMeta } from "../layout/page-meta";
import { loadOwnOrder } from "../orders/load-order.server";
import { writePrologue } from "../http/write-prologue.server";
import { notFound } from "../http/not-found";

// `/{referenceId}/payment/fail?order={id}`: a declined or cancelled payment. The order is kept;
// the customer can pay again (a new attempt at the gateway) or go back to the menu.

export const meta: MetaFunction<typeof loader> = pageMeta;

function orderIdOf(url: string): number | null {
  const parsed = pathIdSchema.safeParse(new URL(url).searchParams.get("order"));
  return parsed.success ? parsed.data : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const orderId = orderIdOf(request.url);
  const order = orderId ? (await loadOwnOrder(request, business, orderId, language)).order : null;
  return {
    home,
    title: t("paymentFail.title"),
    canRetry: order !== null && order.payment_status !== "paid",
    orderPath: order ? `/${business.reference_id}/order/${order.id}` : null,
    menuPath: `/${business.reference_id}`,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language } = await writePrologue(request, params.referenceId);
  const orderId = orderIdOf(request.url);
  if (!orderId) throw notFound();
  const { key } = await loadOwnOrder(request, business, orderId, language);
  // A new payment needs the order's key: the device that placed the order holds it.
  if (!key) throw notFound();
  try {
    const { payment_url } = await apiFor(language).retryPayment({
      params: { id: orderId, key },
    });
    return redirect(payment_url, 303);
  } catch (error) {
    // An earlier attempt's approval came first and paid the order (ADR 034): show it paid.
    if (isApiError(error) && error.status === 409) {
      return redirect(`/${business.reference_id}/order/${orderId}`, 303);
    }
    throw error;
  }
}

export default function PaymentFailPage() {
  const { home, title, canRetry, orderPath, menuPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home}>
      <h2 className="menu__title">{title}</h2>
      <p role="alert">{t("paymentFail.text")}</p>
      <div className="cart-actions">
        {canRetry && (
          <Form method="post">
            <button type="submit" className="button button--primary">
              {t("paymentFail.retry")}
            </button>
          </Form>
        )}
        {orderPath && (
          <Link to={orderPath}>{t("order.open", { id: orderPath.split("/").pop() })}</Link>
        )}
        <Link to={menuPath}>{t("paymentFail.changeMethod")}</Link>
      </div>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
