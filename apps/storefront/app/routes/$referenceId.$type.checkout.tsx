import { randomBytes } from "node:crypto";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { businessHome } from "../business/business-home";
import { BusinessPage } from "../business/BusinessPage";
import { requireBusiness } from "../business/require-business.server";
import { requireSellingType } from "../business/require-selling-type";
import { checkoutMachineStart } from "../checkout/checkout-machine-page";
import { loadCheckout } from "../checkout/checkout-page.server";
import { checkoutView } from "../checkout/checkout-view";
import { CheckoutForm } from "../checkout/CheckoutForm";
import { errorMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { requestLanguage } from "../language/request-language.server";
import { translate } from "../language/translate";
import { mergeMeta } from "../layout/merge-meta";
import { GuestPhoneStep } from "../checkout/GuestPhoneStep";
import { placeOrderAction } from "../checkout/place-order.server";
import { writePrologue } from "../http/write-prologue.server";
import { readGuestPhoneStep } from "../checkout/guest-phone-step.server";

// `/{referenceId}/{type}/checkout`: how and when the order is served, who orders, how they pay,
// and the total as the API computed it. One form that works without JavaScript; with it, the
// checkout machine judges the fields first (docs/decisions/050-checkout-machine-page-steps.md). The API
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
  const write = await writePrologue(request, params.referenceId);
  const type = requireSellingType(params.type);
  return placeOrderAction(write, type, await request.formData());
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
      />
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
