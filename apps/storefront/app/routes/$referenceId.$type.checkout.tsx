import { randomBytes } from "node:crypto";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { isApiError } from "@storefront/api-client";
import { useTranslation } from "react-i18next";
import { apiFor } from "../api/api-client.server";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { requireSellingType } from "../business/require-selling-type";
import { BreakdownTable } from "../cart/BreakdownTable";
import { resetCart } from "../cart/cart-changes";
import { withQueryCoupon } from "../cart/cart-page.server";
import { loadCart, saveCart } from "../cart/cart-store.server";
import { orderBody } from "../cart/order-body";
import { readCheckoutForm, readExpected, withCheckoutChoices } from "../checkout/checkout-form";
import { loadCheckout } from "../checkout/checkout-page.server";
import { checkoutView } from "../checkout/checkout-view";
import { CheckoutFields } from "../checkout/CheckoutFields";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { rememberOrder } from "../orders/order-keys.server";
import { isCrossOrigin } from "../security/same-origin";

// `/{referenceId}/{type}/checkout`: how and when the order is served, who orders, how they pay,
// and the total as the API computed it. One form that works without JavaScript; the API checks
// everything again and places the order once per idempotency key (docs/decisions/012-orders.md).

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta({ error, matches });
  return mergeMeta(matches, [{ title: `${data.title} · ${data.home.name}` }]);
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const business = await requireBusiness(request, params.referenceId);
  const type = requireSellingType(params.type);
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const checkout = await loadCheckout(request, business, type, language);
  const base = `/${business.reference_id}/${type}`;
  return {
    home: businessHome(business, language),
    title: t("checkout.title"),
    base,
    // One key per rendered checkout: a retried post of this form cannot order twice.
    idempotencyKey: randomBytes(16).toString("base64url"),
    view: checkoutView(checkout, business, language, new Date(), t),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (isCrossOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const business = await requireBusiness(request, params.referenceId);
  const type = requireSellingType(params.type);
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const form = readCheckoutForm(await request.formData());
  if (!form) return data({ error: t("orderErrors.BAD_REQUEST") }, { status: 400 });

  const loaded = await loadCart(request, business, language);
  const cart = withCheckoutChoices(withQueryCoupon(loaded.cart, request.url), form);
  const headers = await saveCart(request, loaded, cart, language);
  const origin = new URL(request.url).origin;
  let placed;
  try {
    placed = await apiFor(language).placeOrder(
      {
        ...orderBody(cart, type, readExpected(form.expected)),
        return_url: `${origin}/${business.reference_id}/order/{order}`,
      },
      form.idempotency_key,
    );
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const message =
        error.code === "PRICE_CHANGED"
          ? t("checkout.priceChanged")
          : t(`orderErrors.${error.code}`, { defaultValue: error.message });
      return data({ error: message }, { status: error.status, headers });
    }
    throw error;
  }
  const done = await saveCart(request, { cart, cartId: loaded.cartId }, resetCart(cart), language);
  done.append(
    "Set-Cookie",
    rememberOrder(request, business.reference_id, { id: placed.order.id, key: placed.access_key }),
  );
  return redirect(
    placed.payment_url ?? `/${business.reference_id}/order/${placed.order.id}?placed=1`,
    {
      status: 303,
      headers: done,
    },
  );
}

export default function CheckoutPage() {
  const { home, title, base, idempotencyKey, view } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const placing = useNavigation().state === "submitting";
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: `${base}/cart`, label: t("checkout.backToCart") }}>
      <h2 className="menu__title">{view.productService ? t("checkout.productService") : title}</h2>
      {failed?.error && (
        <p role="alert" className="form-error">
          {failed.error}
        </p>
      )}
      {(view.problems.length > 0 || view.minimum) && (
        <section className="checkout-problems" aria-labelledby="problems-title">
          <h3 id="problems-title">{t("checkout.problemsTitle")}</h3>
          <ul>
            {view.minimum && <li>{view.minimum}</li>}
            {view.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      <Form method="post" className="checkout">
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="expected" value={view.expected} />
        {view.delivery && (
          <section className="checkout__section" aria-labelledby="where-title">
            <h3 id="where-title">{t("checkout.where")}</h3>
            {view.delivery.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {view.deliveryTime && <p>{view.deliveryTime}</p>}
            <p className="checkout__change">
              <Link to={`${base}/address`}>{t("checkout.changeArea")}</Link>
              {" · "}
              <Link to={`${base}/form`}>{t("checkout.change")}</Link>
            </p>
          </section>
        )}
        <CheckoutFields view={view} />
        <BreakdownTable rows={view.rows} total={view.total} included={view.included} />
        <button type="submit" className="button button--primary checkout__place" disabled={placing}>
          {placing ? t("checkout.placing") : t("checkout.place", { total: view.total })}
        </button>
      </Form>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
