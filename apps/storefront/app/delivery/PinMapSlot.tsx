import { lazy, Suspense } from "react";
import { useTranslation } from "../language/use-translation";
import type { PinMapProps } from "./PinMap.client";
import { useHydrated } from "./use-hydrated";

// Leaflet and its stylesheet arrive only when a browser shows the map page: never on the server,
// never on the menu pages.
const PinMap = lazy(() => import("./PinMap.client"));

/**
 * Where the map goes: nothing before JavaScript runs (the coordinate fields do the work), a
 * placeholder while Leaflet loads, then the map.
 */
export function PinMapSlot(props: PinMapProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  if (!hydrated) return null;
  return (
    <Suspense
      fallback={
        <div className="pin-map pin-map--loading" role="status">
          {t("delivery.map.loading")}
        </div>
      }
    >
      <PinMap {...props} />
    </Suspense>
  );
}
