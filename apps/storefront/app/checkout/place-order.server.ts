import { data, redirect } from "@remix-run/node";
import { isApiError, phoneProofHeader } from "@storefront/api-client";
import { buildOrderRequest, type SellingTypeString, sellingTypeStrings } from "@storefront/domain";
import { signedInCustomer, withSignIn } from "../account/guards.server";
import { accountFailureMessage } from "../account/login-steps.server";
import { customerApiFor } from "../api/api-client.server";
import { refusedFields } from "../api/refused-input";
import { withQueryCoupon } from "../cart/cart-page.server";
import { loadCart, saveCart } from "../cart/cart-store.server";
import type { Write } from "../http/write-prologue.server";
import { rememberOrder } from "../orders/order-keys.server";
import {
  clearReservationOrderCookie,
  readReservationOrder,
} from "../reservations/reservation-order-cookie";
import { readCheckoutForm, readExpected, withCheckoutChoices } from "./checkout-form";
import {
  phoneProofCookie,
  phoneToProve,
  proveOrderPhone,
  readPhoneProof,
  resendOrderPhoneCode,
  sendOrderPhoneCode,
} from "./guest-phone-step.server";
import { cartAfterPlacing, placedBy, placedDestination } from "./placed-checkout";

// The checkout's post (docs/decisions/012-orders.md): the guest's phone step (ADR 038), the
// choices kept in the cart, then the order placed once per idempotency key.

/** Places the order of the checkout form posted, or says on the page why it was not. */
export async function placeOrderAction(write: Write, type: SellingTypeString, posted: FormData) {
  const { request, business, language, t, secure } = write;
  const token = signedInCustomer(request, business)?.token;
  const api = customerApiFor(language, token, write.clientAddress);
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
          ...buildOrderRequest(cart, type, readExpected(form.expected), form.use_wallet === "1"),
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
    done.append("Set-Cookie", clearReservationOrderCookie(business.reference_id, secure));
  }
  return redirect(
    placedDestination(business.reference_id, {
      order_id: placed.order.id,
      payment_url: placed.payment_url,
    }),
    { status: 303, headers: done },
  );
}
