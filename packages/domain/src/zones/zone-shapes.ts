import type { MultiPolygon, Point, Polygon } from "geojson";

/**
 * The delivery shapes of the spec's section 3 (Delivery zone, Area, Country), with the spec's
 * field names. Places are GeoJSON with coordinates `[lng, lat]`; amounts are integer minor units
 * of the business's currency; branches are branch ids.
 */

/** A point on the map as GeoJSON orders it: longitude first. */
export type LngLat = readonly [lng: number, lat: number];

/** The unit of a zone's delivery time (spec: unit, default minute). */
export type DeliveryTimeUnit = "minute" | "hour" | "day";

/** A delivery zone drawn by the business (spec section 3, "Delivery zone"). */
export interface DeliveryZone {
  readonly id: number;
  /** Only visible zones count for delivery (spec section 5). */
  readonly visible: boolean;
  /** The delivery fee of the zone, in minor units. */
  readonly fees: number;
  /** The minimum order of the zone, in minor units. */
  readonly min_order: number;
  /** How long delivery takes, in `unit`s (default 30). */
  readonly delivery_time?: number | null | undefined;
  /** Unit of `delivery_time` (default minute). */
  readonly unit?: DeliveryTimeUnit | null | undefined;
  /** The branch that delivers to the zone. */
  readonly branch: number;
  readonly name: string;
  readonly color?: string | undefined;
  readonly shape: Polygon | MultiPolygon;
  /** Ids of the areas inside the zone. */
  readonly areas?: readonly number[] | undefined;
}

/** A named area a customer picks before ordering (spec section 3, "Area"). */
export interface Area {
  readonly id: number;
  readonly name: string;
  readonly parent_name?: string | null | undefined;
  readonly osm_id?: number | string | null | undefined;
  /** A Point has no inside: only an area drawn as a polygon accepts locations by itself. */
  readonly shape: Point | Polygon | MultiPolygon;
  readonly zone_id: number;
  readonly branch: number;
}

/** A country the business ships to (spec section 3, "Country (shipping)"). */
export interface ShippingCountry {
  readonly id: number;
  /** The country's name. */
  readonly country: string;
  /** ISO 3166-1 alpha-2 code, `KW`. */
  readonly country_iso: string;
  readonly icon?: string | null | undefined;
  /** Fee per kilogram of shipping weight, in minor units. */
  readonly fees_per_kg: number;
  /** Fee added once per order, in minor units. */
  readonly fixed_fees: number;
  /** The minimum order for shipping to the country, in minor units. */
  readonly min_order: number;
  readonly branch_id: number;
}

/** The delivery form's address (spec section 3, "Address form fields") and its contact phone. */
export interface DeliveryForm {
  readonly type?: number | undefined;
  readonly city?: string | undefined;
  readonly street?: string | undefined;
  readonly block?: string | undefined;
  readonly postcode?: string | undefined;
  readonly building?: string | undefined;
  readonly avenue?: string | undefined;
  readonly intercom?: string | undefined;
  readonly floor?: string | undefined;
  readonly apartment?: string | undefined;
  readonly parking?: string | undefined;
  readonly note?: string | undefined;
  readonly house_number?: string | undefined;
  readonly office_number?: string | undefined;
  readonly paci?: string | undefined;
  readonly lat?: number | undefined;
  readonly lng?: number | undefined;
  readonly contact_phone?: string | undefined;
}

/** A location the customer picked or saved (spec section 3, User: locations with a default flag). */
export interface DeliveryLocation {
  readonly id?: number | undefined;
  readonly lat: number;
  readonly lng: number;
  readonly contact_phone?: string | undefined;
  readonly default?: boolean | undefined;
}

/**
 * What the customer has chosen for delivery (spec section 4, "Delivery selection"). Reset clears
 * these five; a state that holds more (saved locations, orders) keeps the rest.
 */
export interface DeliverySelection {
  readonly area: Area | null;
  readonly deliveryForm: DeliveryForm | null;
  readonly location: DeliveryLocation | null;
  readonly zone: DeliveryZone | null;
  readonly shipping: ShippingCountry | null;
}

/** Spec section 9: "Default delivery time 30, unit minute." */
export const defaultDeliveryTime = 30;
export const defaultDeliveryTimeUnit: DeliveryTimeUnit = "minute";
