/** The addresses of the delivery steps of one business and selling type. */
export interface DeliveryPaths {
  cart: string;
  address: string;
  map: string;
  form: string;
  checkout: string;
  /** Where a form posts to choose another branch (it sets the branch cookie). */
  branches: string;
}

/**
 * The delivery steps' paths under `/{referenceId}/{type}` (spec 2: address, map, form, checkout).
 * `deliveryPaths("demo", "delivery").map === "/demo/delivery/map"`
 */
export function deliveryPaths(referenceId: string, type: string): DeliveryPaths {
  const base = `/${referenceId}/${type}`;
  return {
    cart: `${base}/cart`,
    address: `${base}/address`,
    map: `${base}/map`,
    form: `${base}/form`,
    checkout: `${base}/checkout`,
    branches: `/${referenceId}/Branches`,
  };
}
