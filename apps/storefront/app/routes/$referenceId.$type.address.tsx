import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import type { action, loader } from "../delivery/area-step.server";
import { AreaSheet } from "../delivery/AreaSheet";
import { DeliveryStepList } from "../delivery/DeliveryStepList";
import { ShippingCountryList } from "../delivery/ShippingCountryList";
import { ErrorScreen } from "../errors/ErrorScreen";
import { isolatedMessage } from "../language/isolated-names";
import { pageMeta } from "../layout/page-meta";
import { SavedLocationPicker } from "../locations/SavedLocationPicker";
import { SaveLocationOffer } from "../locations/SaveLocationOffer";

// `/{referenceId}/{type}/address`: the area sheet (spec 2), the first delivery step. Choosing an
// area starts the pin at its point and goes on to the map; choosing a country to ship to goes
// straight to the address form (docs/decisions/017-delivery-steps.md).

export { action, loader } from "../delivery/area-step.server";

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AreaPage() {
  const {
    home,
    title,
    branchName,
    paths,
    steps,
    groups,
    countries,
    chosenAreaId,
    chosenCountryId,
    saved,
  } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: paths.cart, label: t("delivery.backToCart") }}>
      <DeliveryStepList steps={steps} paths={paths} shipping={false} />
      <h2 className="menu__title">{title}</h2>
      {failed?.error && (
        <p role="alert" className="delivery-alert">
          {failed.error}
        </p>
      )}
      {saved?.offer && (
        <SaveLocationOffer
          offer={saved.offer}
          referenceId={home.referenceId}
          returnTo={paths.address}
        />
      )}
      {saved && saved.locations.length > 0 && (
        <SavedLocationPicker
          locations={saved.locations}
          chosenId={saved.chosenId}
          manageTo={`/${home.referenceId}/locations`}
        />
      )}
      {groups.length > 0 ? (
        <>
          <p className="delivery-hint">
            {isolatedMessage(t, "delivery.area.intro", { branch: branchName })}
          </p>
          <AreaSheet groups={groups} chosenAreaId={chosenAreaId} />
        </>
      ) : (
        <p className="delivery-note">
          {isolatedMessage(t, "delivery.area.none", { branch: branchName })}
        </p>
      )}
      {countries.length > 0 && (
        <ShippingCountryList countries={countries} chosenCountryId={chosenCountryId} />
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
