import { useState } from "react";
import { useTranslation } from "../language/use-translation";
import type { LatLng } from "./area-point";
import { locateCustomer, type LocateProblem } from "./locate-customer";
import { useHydrated } from "./use-hydrated";

type LocateState =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done" }
  | { kind: "problem"; problem: LocateProblem };

/**
 * "Use my location" (JavaScript only): asks the browser where the customer is and moves the pin
 * there. A refusal or an error is told in words; the map and the fields keep working.
 */
export function LocateButton({ onLocated }: { onLocated: (pin: LatLng) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [state, setState] = useState<LocateState>({ kind: "idle" });
  if (!hydrated) return null;
  const locate = async () => {
    setState({ kind: "busy" });
    const result = await locateCustomer(
      typeof navigator === "undefined" ? undefined : navigator.geolocation,
    );
    if (result.ok) {
      onLocated(result.pin);
      setState({ kind: "done" });
    } else {
      setState({ kind: "problem", problem: result.problem });
    }
  };
  return (
    <div className="locate">
      <button
        type="button"
        className="delivery-button delivery-button--quiet"
        onClick={() => void locate()}
        disabled={state.kind === "busy"}
      >
        {state.kind === "busy" ? t("delivery.map.locating") : t("delivery.map.locate")}
      </button>
      {state.kind === "problem" && (
        <p role="alert" className="delivery-alert">
          {t(`delivery.map.locateProblems.${state.problem}`)}
        </p>
      )}
      <p role="status" className="delivery-hint">
        {state.kind === "done" ? t("delivery.map.located") : ""}
      </p>
    </div>
  );
}
