import type { AddressFields, CarDetails, CheckoutDetails } from "./checkout-shapes";

/**
 * What the customer does at checkout (docs/decisions/016-checkout-machine.md). With JavaScript the
 * page sends one event per step; without it, the action sends the posted steps' events in order.
 */
export type CheckoutEvent =
  /** The area sheet: the area the order is for. */
  | { readonly type: "CHOOSE_AREA"; readonly areaId: number }
  /** The area sheet: ship to another country, or back to local delivery with null. */
  | { readonly type: "CHOOSE_COUNTRY"; readonly countryId: number | null }
  /** The location step: open the area sheet again. */
  | { readonly type: "CHANGE_AREA" }
  /** The location step: a point pinned on the map, picked from saved locations or found from a typed address. */
  | { readonly type: "PIN"; readonly lat: number; readonly lng: number }
  /** The location step: "use my location" (browser geolocation, through the `locate` actor). */
  | { readonly type: "LOCATE" }
  | { readonly type: "SUBMIT_ADDRESS"; readonly address: AddressFields }
  /** The table step: the table chosen, or null when the customer chose none. */
  | { readonly type: "CHOOSE_TABLE"; readonly tableId: number | null }
  | { readonly type: "SUBMIT_CAR"; readonly car: CarDetails }
  | { readonly type: "SUBMIT_DETAILS"; readonly details: CheckoutDetails }
  /** The review step: place the order as reviewed. */
  | { readonly type: "PLACE" }
  /** The review or failure step: change the details. */
  | { readonly type: "EDIT" }
  /** The step before this one. */
  | { readonly type: "BACK" }
  /** The failure step: repeat the call that failed. */
  | { readonly type: "RETRY" };
