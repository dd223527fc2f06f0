import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import type { LatLng } from "../delivery/area-point";
import type { action, loader } from "../delivery/map-step.server";
import { DeliveryStepList } from "../delivery/DeliveryStepList";
import { LocateButton } from "../delivery/LocateButton";
import { formatDegrees, parsePin } from "../delivery/parse-pin";
import { PinMapSlot } from "../delivery/PinMapSlot";
import { useHydrated } from "../delivery/use-hydrated";
import { usePlaceName } from "../delivery/use-place-name";
import { ErrorScreen } from "../errors/ErrorScreen";
import { isolatedMessage } from "../language/isolated-names";
import { pageMeta } from "../layout/page-meta";

// `/{referenceId}/{type}/map`: the pin (docs/decisions/017-delivery-steps.md). The branch's zones
// on a Leaflet map loaded only in the browser, the pin starting at the chosen area's point and the
// place it stands on named as it moves, the coordinates folded away; without JavaScript, latitude
// and longitude fields. The action keeps a pin the branch delivers to (spec 5)
// and goes on to the address form; elsewhere it says so and names a branch that delivers there.

export { action, loader } from "../delivery/map-step.server";

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function MapPage() {
  const {
    home,
    title,
    branchName,
    paths,
    steps,
    tileUrl,
    attribution,
    zones,
    area,
    areaName,
    pin,
    place: openedPlace,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const id = useId();
  const [lat, setLat] = useState(answer?.posted.lat ?? formatDegrees(pin.lat));
  const [lng, setLng] = useState(answer?.posted.lng ?? formatDegrees(pin.lng));
  // The map follows the fields while what they hold reads as a point, and stays put while not.
  const [mapPin, setMapPin] = useState<LatLng>(() => {
    const posted = answer && parsePin(answer.posted);
    return posted?.ok ? posted.pin : pin;
  });
  const [tilesFailed, setTilesFailed] = useState(false);
  const place = usePlaceName(mapPin, { pin, place: openedPlace });
  const movePin = (next: LatLng) => {
    setMapPin(next);
    setLat(formatDegrees(next.lat));
    setLng(formatDegrees(next.lng));
  };
  const typePin = (next: { lat: string; lng: string }) => {
    setLat(next.lat);
    setLng(next.lng);
    const reading = parsePin(next);
    if (reading.ok) setMapPin(reading.pin);
  };
  const errors = answer?.errors ?? null;
  // The coordinates are open until the map arrives; then folded, unless they were refused, the
  // customer opened them, or was typing in them when the script arrived.
  const [keepCoordinatesOpen, setKeepCoordinatesOpen] = useState(false);
  const coordinatesOpen = !hydrated || errors !== null || keepCoordinatesOpen;
  // A point typed before the page's JavaScript arrived is in the fields, not in the state: read it
  // once on hydration, or the next render would put the server's pin back.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const typed = new FormData(formRef.current);
    const shown = { lat: String(typed.get("lat") ?? ""), lng: String(typed.get("lng") ?? "") };
    const typing = shown.lat !== lat || shown.lng !== lng;
    if (typing) typePin(shown);
    if (typing || formRef.current.contains(document.activeElement)) setKeepCoordinatesOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page hydrates
  }, []);
  const outside = answer?.outside ?? null;

  return (
    <BusinessPage home={home} back={{ to: paths.address, label: t("delivery.map.back") }}>
      <DeliveryStepList steps={steps} paths={paths} shipping={false} />
      <h2 className="menu__title">{title}</h2>
      <p className="delivery-hint">
        {hydrated ? t("delivery.map.intro") : t("delivery.map.introNoScript")}
        {areaName && <> {isolatedMessage(t, "delivery.map.area", { area: areaName })}</>}
      </p>

      {outside && (
        <div role="alert" className="delivery-alert delivery-alert--block">
          <p className="delivery-alert__title">
            {isolatedMessage(t, "delivery.map.outside", { branch: outside.branch })}
          </p>
          {outside.other ? (
            <>
              <p>
                {isolatedMessage(t, "delivery.map.otherBranch", { branch: outside.other.name })}
              </p>
              <Form method="post" action={paths.branches}>
                <input type="hidden" name="branchId" value={outside.other.id} />
                <button type="submit" className="delivery-button">
                  {isolatedMessage(t, "delivery.map.orderFrom", { branch: outside.other.name })}
                </button>
              </Form>
            </>
          ) : (
            <p>
              {t("delivery.map.outsideHint")}{" "}
              <Link to={paths.address}>{t("delivery.map.otherArea")}</Link>
            </p>
          )}
        </div>
      )}

      <div className="pin-step">
        <PinMapSlot
          tileUrl={tileUrl}
          attribution={attribution}
          zones={zones}
          area={area}
          pin={mapPin}
          fallbackColor={home.theme.colors.primary}
          labels={{
            map: t("delivery.map.mapLabel", { branch: branchName }),
            pin: t("delivery.map.pin"),
          }}
          onPin={movePin}
          onTilesFailed={() => setTilesFailed(true)}
        />
        {tilesFailed && (
          <p role="status" className="delivery-note">
            {t("delivery.map.tilesFailed")}
          </p>
        )}
        {zones.length > 0 && (
          <div className="zone-legend">
            <h3 className="zone-legend__title">
              {isolatedMessage(t, "delivery.map.zones", { branch: branchName })}
            </h3>
            <ul>
              {zones.map((zone) => (
                <li key={zone.id}>
                  <span
                    className="zone-legend__swatch"
                    style={{ background: zone.color ?? home.theme.colors.primary }}
                    aria-hidden="true"
                  />
                  {zone.name}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <p role="status" className="pin-place">
        {place && isolatedMessage(t, "delivery.map.pinnedAt", { place })}
      </p>

      <LocateButton onLocated={movePin} />

      <Form method="post" className="pin-form" ref={formRef}>
        <details
          className="pin-form__coordinates"
          open={coordinatesOpen}
          onToggle={(event) => {
            // The customer's own toggles, not the fold that follows the script's arrival.
            if (hydrated && event.currentTarget.open !== coordinatesOpen) {
              setKeepCoordinatesOpen(event.currentTarget.open);
            }
          }}
        >
          <summary>{t("delivery.map.coordinates")}</summary>
          <div className="pin-form__fields">
            <div className="delivery-field">
              <label htmlFor={`${id}-lat`}>{t("delivery.map.latitude")}</label>
              <input
                id={`${id}-lat`}
                name="lat"
                type="number"
                dir="ltr"
                inputMode="decimal"
                step="any"
                min={-90}
                max={90}
                value={lat}
                onChange={(event) => typePin({ lat: event.target.value, lng })}
                aria-invalid={errors?.lat ? true : undefined}
                aria-describedby={errors?.lat ? `${id}-lat-error` : undefined}
              />
              {errors?.lat && (
                <p id={`${id}-lat-error`} className="field-error">
                  {t("delivery.map.latInvalid")}
                </p>
              )}
            </div>
            <div className="delivery-field">
              <label htmlFor={`${id}-lng`}>{t("delivery.map.longitude")}</label>
              <input
                id={`${id}-lng`}
                name="lng"
                type="number"
                dir="ltr"
                inputMode="decimal"
                step="any"
                min={-180}
                max={180}
                value={lng}
                onChange={(event) => typePin({ lat, lng: event.target.value })}
                aria-invalid={errors?.lng ? true : undefined}
                aria-describedby={errors?.lng ? `${id}-lng-error` : undefined}
              />
              {errors?.lng && (
                <p id={`${id}-lng-error`} className="field-error">
                  {t("delivery.map.lngInvalid")}
                </p>
              )}
            </div>
          </div>
        </details>
        <button type="submit" className="delivery-button delivery-button--primary" disabled={busy}>
          {t("delivery.map.submit")}
        </button>
      </Form>
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
