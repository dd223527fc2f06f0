import { latinDigits } from "@storefront/domain";
import type { LatLng } from "./area-point";

export type PinReading =
  { ok: true; pin: LatLng } | { ok: false; errors: { lat?: "LAT_INVALID"; lng?: "LNG_INVALID" } };

/**
 * The pin a form posted as `lat` and `lng`: decimal degrees, latitude within ±90 and longitude
 * within ±180, Arabic-Indic digits and a decimal comma read too.
 * `parsePin({ lat: "29.335", lng: "48.08" })` is `{ ok: true, pin: { lat: 29.335, lng: 48.08 } }`
 */
export function parsePin(posted: { lat: unknown; lng: unknown }): PinReading {
  const lat = readDegrees(posted.lat, 90);
  const lng = readDegrees(posted.lng, 180);
  if (lat === null || lng === null) {
    return {
      ok: false,
      errors: {
        ...(lat === null ? { lat: "LAT_INVALID" as const } : {}),
        ...(lng === null ? { lng: "LNG_INVALID" as const } : {}),
      },
    };
  }
  return { ok: true, pin: { lat, lng } };
}

function readDegrees(value: unknown, limit: number): number | null {
  if (typeof value !== "string") return null;
  const text = latinDigits(value.trim()).replace("٫", ".").replace(",", ".");
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const degrees = Number(text);
  return Number.isFinite(degrees) && Math.abs(degrees) <= limit ? degrees : null;
}

/** A coordinate as the inputs show it: six decimals (about 10 cm), no trailing zeros. */
export function formatDegrees(degrees: number): string {
  return String(Number(degrees.toFixed(6)));
}
