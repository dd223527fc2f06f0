import type { Appearance } from "./theme/appearance-cookie";
import type { TrackingConsent } from "./tracking/consent-cookie";

/**
 * What the root loader gives every page. The components beneath the root read it by this type,
 * so they need not import root.tsx, which imports them.
 */
export interface RootData {
  language: string;
  cartCount: number;
  appearance: Appearance | null;
  trackingConsent: TrackingConsent | null;
}
