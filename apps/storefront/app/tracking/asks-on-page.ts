// The steps of an order (spec 2: cart, checkout, address, map, form, payment, orders): the customer
// is busy there, and a banner would push the form or the map down.
const orderingStep =
  /^\/[^/]+\/(?:[^/]+\/(?:cart|checkout|address|map|form)|payment|order|orders)(?:\/|$)/;

/**
 * Whether the consent banner asks on a page: on the pages where the customer browses, not on the
 * steps of an order. An answer, once given, holds on every page of the business.
 * `asksOnPage("/demo/delivery") === true`, `asksOnPage("/demo/delivery/checkout") === false`
 */
export function asksOnPage(pathname: string): boolean {
  return !orderingStep.test(pathname);
}
