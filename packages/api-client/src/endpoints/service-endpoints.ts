import { devInboxAnswerSchema, devInboxQuerySchema } from "../contract/accounts.js";
import {
  paymentCallbackBodySchema,
  sandboxDecisionParamsSchema,
  sandboxPageParamsSchema,
} from "../contract/gateway.js";
import { healthAnswerSchema } from "../contract/health.js";
import { doneAnswerSchema } from "../contract/accounts.js";
import {
  moveOrderAnswerSchema,
  moveOrderBodySchema,
  orderIdParamsSchema,
} from "../contract/orders.js";
import { endpoint } from "./endpoint.js";

/**
 * What the API serves besides the storefront's calls: its health, pictures and document, the
 * sandbox payment gateway (docs/decisions/013-payments.md), and the development stand-ins for
 * the kitchen and the messenger.
 */
export const serviceEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/health",
    summary: "The API runs and its database answers; 503 otherwise, for load balancers",
    access: "public",
    answer: healthAnswerSchema,
  }),
  metrics: endpoint({
    method: "GET",
    path: "/metrics",
    summary:
      "Prometheus metrics (request times by route, orders, payments, webhooks, caches, the process) for a scraper holding METRICS_TOKEN; outside production also to this machine",
    access: "public",
    answer: "file",
  }),
  media: endpoint({
    method: "GET",
    path: "/media/*",
    summary: "A picture of the media library",
    access: "public",
    answer: "file",
  }),
  openApi: endpoint({
    method: "GET",
    path: "/openapi.json",
    summary: "This document",
    access: "public",
    answer: "file",
  }),
  sandboxPage: endpoint({
    method: "GET",
    path: "/sandbox/pay/{paymentId}",
    summary: "The sandbox gateway's page, where the payer approves, declines or cancels",
    access: "public",
    params: sandboxPageParamsSchema,
    answer: "html",
  }),
  sandboxDecision: endpoint({
    method: "POST",
    path: "/sandbox/pay/{paymentId}/{decision}",
    summary: "The payer's decision on the sandbox page; back to the storefront with a 303",
    access: "public",
    params: sandboxDecisionParamsSchema,
    answer: "redirect",
  }),
  paymentCallback: endpoint({
    method: "POST",
    path: "/webapp/payments/callback",
    summary: "The gateway's signed word that a payment was decided; the server checks it itself",
    access: "public",
    body: paymentCallbackBodySchema,
    answer: doneAnswerSchema,
  }),
  devInbox: endpoint({
    method: "GET",
    path: "/dev/inbox",
    summary: "The messages sent to a phone, newest first (development only)",
    access: "development",
    query: devInboxQuerySchema,
    answer: devInboxAnswerSchema,
  }),
  moveOrder: endpoint({
    method: "POST",
    path: "/dev/order/{id}/status",
    summary: "Moves a demo order along as a kitchen would (development only)",
    access: "development",
    params: orderIdParamsSchema,
    body: moveOrderBodySchema,
    answer: moveOrderAnswerSchema,
  }),
};
