import {
  posItemSoldOutParamsSchema,
  posModifierSoldOutParamsSchema,
  posMoveOrderBodySchema,
  posOrderAnswerSchema,
  posOrderParamsSchema,
  posOrdersAnswerSchema,
  posOrdersQuerySchema,
  posSoldOutAnswerSchema,
  posSoldOutBodySchema,
} from "../contract/pos.js";
import { endpoint } from "./endpoint.js";

/**
 * The till's calls (docs/decisions/060-pos-api-keys.md), each with a key of the business holding
 * its scope. `calcOrder`, under the same prefix, is the storefront's public price call.
 */
export const posEndpoints = {
  posListOrders: endpoint({
    method: "GET",
    path: "/service/pos/orders",
    summary:
      "The business's orders changed after the cursor, oldest change first, with the cursor of the next page",
    access: "key",
    scope: "orders:read",
    query: posOrdersQuerySchema,
    answer: posOrdersAnswerSchema,
  }),
  posGetOrder: endpoint({
    method: "GET",
    path: "/service/pos/orders/{id}",
    summary: "One order of the business: lines, amounts, status, customer and when it is expected",
    access: "key",
    scope: "orders:read",
    params: posOrderParamsSchema,
    answer: posOrderAnswerSchema,
  }),
  posMoveOrder: endpoint({
    method: "POST",
    path: "/service/pos/orders/{id}/status",
    summary:
      "Moves an order (ADR 014): accept with minutes to ready, reject or cancel with a reason; the customer is told",
    access: "key",
    scope: "orders:write",
    params: posOrderParamsSchema,
    body: posMoveOrderBodySchema,
    answer: posOrderAnswerSchema,
  }),
  posItemSoldOut: endpoint({
    method: "POST",
    path: "/service/pos/branches/{branchId}/items/{itemId}/sold-out",
    summary: "Marks a dish sold out at a branch, or back; the storefront's next request follows",
    access: "key",
    scope: "menu:write",
    params: posItemSoldOutParamsSchema,
    body: posSoldOutBodySchema,
    answer: posSoldOutAnswerSchema,
  }),
  posModifierSoldOut: endpoint({
    method: "POST",
    path: "/service/pos/branches/{branchId}/modifiers/{modifierId}/sold-out",
    summary: "Marks an option sold out at a branch, or back; the storefront's next request follows",
    access: "key",
    scope: "menu:write",
    params: posModifierSoldOutParamsSchema,
    body: posSoldOutBodySchema,
    answer: posSoldOutAnswerSchema,
  }),
};
