import { randomBytes } from "node:crypto";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { isApiError, phoneProofHeader } from "@storefront/api-client";
import { sellingTypeStrings } from "@storefront/domain";
import { useTranslation } from "react-i18next";
import { customerApiFor } from "../api/api-client.server";
import { signedInCustomer, withSignIn } from "../account/guards.server";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { requireSellingType } from "../business/require-selling-type";
import { secureAttribute } from "../cookies/site-cookie";
import { withQueryCoupon } from "../cart/cart-page.server";
import { loadCart, saveCart } from "../cart/cart-store.server";
import { buildOrderRequest as orderBody } from "@storefront/domain";
import { readCheckoutForm, readExpected, withCheckoutChoices } from "../checkout/checkout-form";
import { checkoutMachineStart } from "../checkout/checkout-machine-page";
import { loadCheckout } from "../checkout/checkout-page.server";
import { checkoutView } from "../checkout/checkout-view";
import { cartAfterPlacing, placedBy, placedDestination } from "../checkout/placed-checkout";
import { CheckoutForm } from "../checkout/CheckoutForm";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { rememberOrder } from "../orders/order-keys.server";
import {
  clearReservationOrderCookie,
  readReservationOrder,
} from "../reservations/reservation-order-cookie";
import { refusedFields } from "../api/refused-input";
import { isCrossOrigin } from "../security/same-origin";
import { clientAddressOf } from "../security/client-address.server";
import { accountFailureMessage } from "../account/login-steps.server";
import { GuestPhoneStep } from "../checkout/GuestPhoneStep";
import {
  phoneProofCookie,
  phoneToProve,
  proveOrderPhone,
  readGuestPhoneStep,
  readPhoneProof,
  resendOrderPhoneCode,
  sendOrderPhoneCode,
} from "../checkout/guest-phone-step.server";

// `/{referenceId}/{type}/checkout`: how and when the order is served, who orders, how they pay,
// and the total as the API computed it. One form that works without JavaScript; with it, the
// checkout machine judges the fields first (docs/decisions/016-checkout-machine.md). The API
// checks everything again and places the order once per idempotency key (docs/decisions/012-orders.md).

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
  // One key per rendered checkout: a retried post of this form cannot order twice.
  const idempotencyKey = randomBytes(16).toString("base64url");
  // The clock, read once: the page's slots and the browser's machine see the same instant.
  const now = new Date();
  return {
    home: businessHome(business, language),
    referenceId: business.reference_id,
    title: t("checkout.title"),
    base,
    idempotencyKey,
    view: checkoutView(checkout, business, language, now, t),
    // A guest's phone waiting for its code (ADR 038).
    phoneStep: readGuestPhoneStep(request, business.reference_id),
    machine: checkoutMachineStart({
      data: checkout,
      business,
      now: now.toISOString(),
      idempotencyKey,
    }),
  };
}

/**
 * After this page's own post, the page reads the cart and the prices again even when the API
 * refused the order (a 4xx skips it by default), as it does without JavaScript: the new total
 * after PRICE_CHANGED, a new idempotency key, and a machine started from them.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) =>
  (formMethod?.toUpperCase() === "POST" &&
    formAction !== undefined &&
    new URL(formAction, currentUrl).pathname === currentUrl.pathname) ||
  defaultShouldRevalidate;

export async function action({ request, params }: ActionFunctionArgs) {
  if (isCrossOrigin(request)) throw new Response(null, { status: 403, statusText: "Forbidden" });
  const business = await requireBusiness(request, params.referenceId);
  const type = requireSellingType(params.type);
  const { language } = requestLanguage(request.headers);
  const t = translate(language);
  const secure = secureAttribute(request);
  const token = signedInCustomer(request, business)?.token;
  const api = customerApiFor(language, token, clientAddressOf(request));
  const posted = await request.formData();
  // The guest's phone step (ADR 038): a new code, or the proof of the code typed.
  const said = (error: unknown) => {
    const message = accountFailureMessage(error, t, language);
    if (message === null) throw error;
    return data({ error: message, code: "PHONE_CODE" }, { status: 400 });
  };
  if (posted.get("intent") === "resend_phone_code") {
    const challenge = String(posted.get("phone_challenge") ?? "");
    return resendOrderPhoneCode(api, request, business.reference_id, challenge, secure).catch(said);
  }
  let proven;
  try {
    proven = await proveOrderPhone(api, posted);
  } catch (error) {
    return said(error);
  }
  if (proven && "wrongFormat" in proven) {
    return data({ error: t("login.errors.CODE_FORMAT"), code: "PHONE_CODE" }, { status: 400 });
  }
  const form = readCheckoutForm(posted);
  if (!form) return data({ error: t("orderErrors.BAD_REQUEST") }, { status: 400 });

  const loaded = await loadCart(request, business, language);
  // A second or third click on "Place order" may arrive after the first emptied the cart: it lands
  // where the first did, on the order that this checkout's key placed.
  const earlier = placedBy(loaded.cart, form.idempotency_key);
  if (earlier) {
    return redirect(placedDestination(business.reference_id, earlier), {
      status: 303,
      headers: {
        "Set-Cookie": rememberOrder(request, business.reference_id, {
          id: earlier.order_id,
          key: earlier.access_key,
        }),
      },
    });
  }
  const cart = withCheckoutChoices(withQueryCoupon(loaded.cart, request.url), form);
  let headers: Headers;
  try {
    headers = await saveCart(request, loaded, cart, language);
  } catch (error) {
    // Text the API cannot take (a control character in a name or note): said on the page.
    if (!refusedFields(error)) throw error;
    return data({ error: t("orderErrors.BAD_REQUEST"), code: "BAD_REQUEST" }, { status: 400 });
  }
  // A proven phone stays proven on this device, even when the order is refused for another reason.
  const proofCookie =
    proven && phoneProofCookie(business.reference_id, proven.proof, proven.seconds, secure);
  if (proofCookie) headers.append("Set-Cookie", proofCookie);
  const origin = new URL(request.url).origin;
  // The order of a reservation with an order (type 2) names the booking it comes with (ADR 028);
  // the API checks that it is this customer's and still waits for its order.
  const reservationId =
    sellingTypeStrings[type].itemType === "reservation"
      ? readReservationOrder(request.headers.get("Cookie"), business.reference_id)
      : null;
  let placed;
  try {
    // A signed-in customer's order is theirs (ADR 025): the token goes with it.
    placed = await withSignIn(request, business.reference_id, () =>
      api.placeOrder({
        body: {
          ...orderBody(cart, type, readExpected(form.expected), form.use_wallet === "1"),
          ...(reservationId === null ? {} : { reservation_id: reservationId }),
          return_url: `${origin}/${business.reference_id}/order/{order}`,
        },
        idempotencyKey: form.idempotency_key,
        headers: {
          // A guest's key is its cart's (ADR 036): nobody else replays this order with it.
          "X-Cart-Id": token ? null : loaded.cartId,
          [phoneProofHeader]: proven?.proof ?? readPhoneProof(request, business.reference_id),
        },
      }),
    );
  } catch (error) {
    const phone = phoneToProve(error);
    if (phone) {
      return sendOrderPhoneCode(api, request, business.reference_id, phone, secure, headers).catch(
        said,
      );
    }
    if (isApiError(error) && error.code === "RATE_LIMITED") return said(error);
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const message =
        error.code === "PRICE_CHANGED"
          ? t("checkout.priceChanged")
          : error.code === "WALLET_EMPTY"
            ? t("wallet.empty")
            : error.code === "RESERVATION_NOT_ORDERABLE"
              ? t("reservation.errors.RESERVATION_NOT_ORDERABLE")
              : t(`orderErrors.${error.code}`, { defaultValue: error.message });
      return data({ error: message, code: error.code }, { status: error.status, headers });
    }
    throw error;
  }
  const done = await saveCart(
    request,
    { cart, cartId: loaded.cartId },
    cartAfterPlacing(cart, form.idempotency_key, placed),
    language,
  );
  if (proofCookie) done.append("Set-Cookie", proofCookie);
  done.append(
    "Set-Cookie",
    rememberOrder(request, business.reference_id, { id: placed.order.id, key: placed.access_key }),
  );
  if (reservationId !== null) {
    done.append(
      "Set-Cookie",
      clearReservationOrderCookie(business.reference_id, secureAttribute(request)),
    );
  }
  return redirect(
    placedDestination(business.reference_id, {
      order_id: placed.order.id,
      payment_url: placed.payment_url,
    }),
    { status: 303, headers: done },
  );
}

export default function CheckoutPage() {
  const { home, referenceId, title, base, idempotencyKey, view, machine, phoneStep } =
    useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: `${base}/cart`, label: t("checkout.backToCart") }}>
      <h2 className="menu__title">{view.productService ? t("checkout.productService") : title}</h2>
      {failed?.error && !(phoneStep && failed.code === "PHONE_CODE") && (
        <p role="alert" className="form-error">
          {failed.error}
        </p>
      )}
      {phoneStep && (
        <GuestPhoneStep
          step={phoneStep}
          error={failed?.code === "PHONE_CODE" ? failed.error : undefined}
        />
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
      <CheckoutForm
        key={idempotencyKey}
        view={view}
        referenceId={referenceId}
        base={base}
        idempotencyKey={idempotencyKey}
        machine={machine}
        answer={failed}
      />
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
