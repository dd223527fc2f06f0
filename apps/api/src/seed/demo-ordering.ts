import type { CheckoutSettings, LocalizedText } from "@storefront/api-client";
import type { Point, Polygon } from "geojson";

/**
 * How a demo business takes orders, as people write it: places in GeoJSON ([lng, lat]), amounts
 * as integers of the currency's minor units (500 fils is 0.500 KWD; 1500 fils of a dirham is
 * 15.00 AED), branches by reference, menu items by their keys in the business's menu document.
 */
export interface DemoOrdering {
  readonly checkout: CheckoutSettings;
  readonly zones?: readonly DemoZone[];
  readonly shippingCountries?: readonly DemoShippingCountry[];
  readonly floors?: readonly DemoFloor[];
  readonly coupons?: readonly DemoCoupon[];
}

export interface DemoZone {
  /** The reference of the branch that delivers to the zone. */
  readonly branch: string;
  readonly name: LocalizedText;
  readonly fee: number;
  readonly minOrder: number;
  /** Null leaves the spec's default (30 minutes) to the client. */
  readonly deliveryTime: number | null;
  /** Default minute. */
  readonly unit?: "minute" | "hour" | "day";
  /** Default true; a hidden zone delivers nowhere. */
  readonly visible?: boolean;
  readonly color: string;
  readonly shape: Polygon;
  readonly areas: readonly DemoArea[];
}

export interface DemoArea {
  readonly name: LocalizedText;
  /** The governorate, emirate or city the area belongs to. */
  readonly parentName: LocalizedText | null;
  readonly osmId: number | null;
  /** A pin, or an outline drawn inside the zone. */
  readonly shape: Point | Polygon;
}

export interface DemoShippingCountry {
  readonly branch: string;
  readonly country: LocalizedText;
  readonly countryIso: string;
  readonly icon: string | null;
  readonly feesPerKg: number;
  readonly fixedFees: number;
  readonly minOrder: number;
}

/** A floor (or section, or room) of a branch and its tables in order. */
export interface DemoFloor {
  readonly branch: string;
  readonly name: LocalizedText;
  readonly tables: readonly { readonly name: string; readonly seats: number }[];
}

export interface DemoCoupon {
  /** Upper case, as stored. */
  readonly code: string;
  readonly discountType: "percent" | "fixed";
  /** Basis points for percent (1000 is 10 %), minor units for fixed. */
  readonly discountValue: number;
  /** Item keys of the demo menu; absent means the whole menu. */
  readonly itemKeys?: readonly string[];
  readonly userType?: "guests" | "auth_users";
  readonly maxAllowedItems?: number;
  readonly freeDelivery?: boolean;
  readonly usageLimit?: number;
  /** ISO 8601. */
  readonly expiresAt?: string;
}
