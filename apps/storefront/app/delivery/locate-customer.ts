import type { LatLng } from "./area-point";

/** Why the browser gave no position: refused, could not tell, took too long, or cannot at all. */
export type LocateProblem = "DENIED" | "UNAVAILABLE" | "TIMEOUT" | "UNSUPPORTED";

export type LocateResult = { ok: true; pin: LatLng } | { ok: false; problem: LocateProblem };

/**
 * The customer's position from the browser's geolocation (spec 7: "Browser geolocation is also
 * used"; spec 8: its failure is passed to the caller), as data: a refusal or an error is a
 * problem code the page puts in words.
 * `await locateCustomer(navigator.geolocation)` is `{ ok: true, pin: { lat: 29.33, lng: 48.07 } }`
 */
export function locateCustomer(
  geolocation: Pick<Geolocation, "getCurrentPosition"> | undefined,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, problem: "UNSUPPORTED" });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          pin: { lat: position.coords.latitude, lng: position.coords.longitude },
        }),
      (error) => resolve({ ok: false, problem: locateProblem(error.code) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** A GeolocationPositionError code as a problem: 1 refused, 3 too slow, anything else unknown. */
export function locateProblem(code: number): LocateProblem {
  if (code === 1) return "DENIED";
  if (code === 3) return "TIMEOUT";
  return "UNAVAILABLE";
}
