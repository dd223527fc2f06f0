import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { AddressFieldName } from "@storefront/api-client";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { addressFieldOrder, readAddressType } from "../delivery/address-field-rules";
import type { action, loader } from "../delivery/address-form-step.server";
import { AddressForm } from "../delivery/AddressForm";
import { DeliveryStepList } from "../delivery/DeliveryStepList";
import { ErrorScreen } from "../errors/ErrorScreen";
import { isolatedMessage } from "../language/isolated-names";
import { pageMeta } from "../layout/page-meta";

// `/{referenceId}/{type}/form`: the address form (spec 3 and 5), the last delivery step. The fields
// the business switched on for the chosen address type, checked by `validateAddress` in the
// browser and again here; saved into the cart's delivery beside its area and pin, then on to the
// checkout (docs/decisions/017-delivery-steps.md).

export { action, loader } from "../delivery/address-form-step.server";

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AddressFormPage() {
  const {
    home,
    title,
    paths,
    steps,
    shippingTo,
    areaName,
    pin,
    place,
    fields,
    order,
    type,
    values,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const initialType = (answer && readAddressType(answer.posted.type)) ?? type;
  return (
    <BusinessPage
      home={home}
      back={
        steps.some((step) => step.name === "location")
          ? { to: paths.map, label: t("delivery.form.backToMap") }
          : { to: paths.address, label: t("delivery.map.back") }
      }
    >
      <DeliveryStepList steps={steps} paths={paths} shipping={shippingTo !== null} />
      <h2 className="menu__title">{title}</h2>
      <div className="delivery-destination">
        {shippingTo ? (
          <p>{isolatedMessage(t, "delivery.form.shippingTo", { country: shippingTo })}</p>
        ) : (
          <>
            {areaName && (
              <p>{isolatedMessage(t, "delivery.form.deliveringTo", { area: areaName })}</p>
            )}
            {pin && (
              <p className="delivery-hint" data-testid="pin-place">
                {t("delivery.form.pinAt")}{" "}
                {place ? <bdi>{place}</bdi> : <bdi dir="ltr">{`${pin.lat}, ${pin.lng}`}</bdi>}
              </p>
            )}
          </>
        )}
        <Link to={paths.address}>{t("delivery.form.change")}</Link>
      </div>
      <AddressForm
        key={answer ? JSON.stringify(answer.errors) : "saved"}
        fields={fields}
        order={order}
        initialType={initialType}
        initialValues={answer ? pickPosted(answer.posted) : values}
        serverErrors={answer?.errors ?? null}
      />
    </BusinessPage>
  );
}

function pickPosted(
  posted: Partial<Record<string, string>>,
): Partial<Record<AddressFieldName, string>> {
  const values: Partial<Record<AddressFieldName, string>> = {};
  for (const name of addressFieldOrder) {
    const value = posted[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

export const ErrorBoundary = ErrorScreen;
