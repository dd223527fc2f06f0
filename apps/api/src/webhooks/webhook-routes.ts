import { endpoints } from "@storefront/api-client";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { staffActor } from "../staff/actor.js";
import { requireStaff } from "../staff/require-staff.js";
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listDeliveryAttempts,
  listRecentDeliveries,
  listWebhookEndpoints,
  type ReceiverPolicy,
  type WebhookEndpointSummary,
} from "./manage-webhook-endpoints.js";

const ok = { error: 0, message: "" } as const;

const endpointDto = (endpoint: WebhookEndpointSummary) => ({
  id: endpoint.id,
  url: endpoint.url,
  events: [...endpoint.events],
  created_at: endpoint.createdAt.toISOString(),
  disabled_at: endpoint.disabledAt?.toISOString() ?? null,
});

export interface WebhookRouteOptions {
  readonly db: Database;
  readonly clock: () => Date;
  readonly receivers: ReceiverPolicy;
}

/**
 * An owner's webhook receivers (ADR 061): made at a public https address with a secret shown once,
 * listed, disabled, and each one's deliveries and their tries read. Owners only; another
 * business's receivers and deliveries are not found.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRouteOptions> = async (
  app,
  { db, clock, receivers },
) => {
  serve(app, endpoints.listWebhookEndpoints, async ({ request }) => {
    const staff = await requireStaff(db, request, endpoints.listWebhookEndpoints, clock());
    const list = await listWebhookEndpoints(db, staff.businessId, staffActor(staff));
    return { ...ok, endpoints: list.map(endpointDto) };
  });

  serve(app, endpoints.createWebhookEndpoint, async ({ body, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.createWebhookEndpoint, now);
    const made = await createWebhookEndpoint(
      db,
      staff.businessId,
      staffActor(staff),
      body,
      now,
      receivers,
    );
    return { ...ok, endpoint: { ...endpointDto(made), secret: made.secret } };
  });

  serve(app, endpoints.disableWebhookEndpoint, async ({ params: { id }, request }) => {
    const now = clock();
    const staff = await requireStaff(db, request, endpoints.disableWebhookEndpoint, now);
    const endpoint = await disableWebhookEndpoint(db, staff.businessId, staffActor(staff), id, now);
    return { ...ok, endpoint: endpointDto(endpoint) };
  });

  serve(app, endpoints.listWebhookDeliveries, async ({ params: { id }, request }) => {
    const staff = await requireStaff(db, request, endpoints.listWebhookDeliveries, clock());
    const deliveries = await listRecentDeliveries(db, staff.businessId, staffActor(staff), id);
    return {
      ...ok,
      deliveries: deliveries.map((delivery) => ({
        id: delivery.id,
        event_id: delivery.eventId,
        type: delivery.type,
        created_at: delivery.createdAt.toISOString(),
        attempts: delivery.attempts,
        delivered_at: delivery.deliveredAt?.toISOString() ?? null,
        failed_at: delivery.failedAt?.toISOString() ?? null,
        next_attempt_at:
          delivery.deliveredAt || delivery.failedAt
            ? null
            : (delivery.nextAttemptAt?.toISOString() ?? null),
      })),
    };
  });

  serve(app, endpoints.listWebhookAttempts, async ({ params: { id }, request }) => {
    const staff = await requireStaff(db, request, endpoints.listWebhookAttempts, clock());
    const attempts = await listDeliveryAttempts(db, staff.businessId, staffActor(staff), id);
    return {
      ...ok,
      attempts: attempts.map((attempt) => ({
        at: attempt.at.toISOString(),
        status_code: attempt.statusCode,
        error: attempt.error,
        duration_ms: attempt.durationMs,
      })),
    };
  });
};
