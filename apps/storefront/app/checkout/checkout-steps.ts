import type { CheckoutSettings } from "@storefront/api-client";
import { type CheckoutAsk, checkoutAsks, type SellingType } from "@storefront/domain";

/** A step of the checkout the customer fills in or looks at, named as the machine's state. */
export type CheckoutStep = "area" | "location" | "address" | "table" | "car" | "details" | "review";

/**
 * The steps of a checkout, in order. The machine routes by this list (its `needsArea`,
 * `needsTable` and `needsCar` guards ask it), and the page renders it as one form without
 * JavaScript, so both always agree.
 *
 * What the selling type asks (the domain's `checkoutAsks`) gives the steps:
 * - A place (delivery): the area sheet when no area is chosen and the order is not a shipping
 *   order (spec 2, "an area-selection modal"), then the location and the address form.
 * - A table (dine-in; product service, the business's other dine-in label, has no tables).
 * - A car (car pickup, when the business shows car info; spec 9: showCarInfo default 1).
 * - Then everyone: details and review.
 *
 * `hasArea` says an area is chosen; `shipping` that the order ships to another country (the
 * domain's `appliesShipping`).
 * `reservation` says the order comes with a table reservation, whose booking holds the table: no
 * table step (ADR 030).
 * `checkoutSteps("delivery", settings, false)` is `["area", "location", "address", "details", "review"]`.
 */
export function checkoutSteps(
  sellingType: SellingType,
  settings: CheckoutSettings,
  hasArea: boolean,
  shipping = false,
  reservation = false,
): CheckoutStep[] {
  const steps = checkoutAsks(sellingType, settings[sellingType]).flatMap((ask) =>
    stepsOf(ask, hasArea || shipping),
  );
  return [...steps.filter((step) => !(reservation && step === "table")), "details", "review"];
}

/** The steps that ask one thing; a gift is asked beside the details. */
function stepsOf(ask: CheckoutAsk, knowsWhereTo: boolean): CheckoutStep[] {
  switch (ask) {
    case "place":
      return knowsWhereTo ? ["location", "address"] : ["area", "location", "address"];
    case "gift":
      return [];
    case "table":
      return ["table"];
    case "car":
      return ["car"];
  }
}
