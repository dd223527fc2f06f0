import { accountEndpoints } from "./account-endpoints.js";
import { businessEndpoints } from "./business-endpoints.js";
import { catalogueEndpoints } from "./catalogue-endpoints.js";
import { feedbackEndpoints } from "./feedback-endpoints.js";
import { locationEndpoints } from "./location-endpoints.js";
import { orderingEndpoints } from "./ordering-endpoints.js";
import { posEndpoints } from "./pos-endpoints.js";
import { reservationEndpoints } from "./reservation-endpoints.js";
import { serviceEndpoints } from "./service-endpoints.js";
import { walletEndpoints } from "./wallet-endpoints.js";

/**
 * Every call the API serves, by name: the one table the server's routes, the typed client, the
 * OpenAPI document and the access matrix are derived from (docs/decisions/048-endpoint-table.md).
 * A new call is one entry here and one handler in the API.
 */
export const endpoints = {
  ...catalogueEndpoints,
  ...orderingEndpoints,
  ...accountEndpoints,
  ...reservationEndpoints,
  ...walletEndpoints,
  ...feedbackEndpoints,
  ...locationEndpoints,
  ...serviceEndpoints,
  ...businessEndpoints,
  ...posEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export * from "./endpoint.js";
export { orderExamples } from "./order-examples.js";
