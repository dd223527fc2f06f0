import { type WebhookEventType, webhookEventTypes } from "@storefront/api-client";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { actsFor, type Actor, recordAudit } from "../staff/actor.js";
import { receiverUrlProblem } from "./receiver-address.js";

/** An endpoint as the business side lists it; its secret only when made. */
export interface WebhookEndpointSummary {
  readonly id: number;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
}

/** One try of a delivery, as its log shows it. */
export interface DeliveryAttempt {
  readonly at: Date;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

function refuseOthers(actor: Actor, businessId: number): void {
  if (!actsFor(actor, businessId)) throw new RequestFailure(404, "NOT_FOUND", "No such business");
}

const summary = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpointSummary => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  createdAt: row.createdAt,
  disabledAt: row.disabledAt,
});

/** Where receivers may be: public addresses only, unless WEBHOOK_PRIVATE_RECEIVERS allows. */
export interface ReceiverPolicy {
  readonly allowPrivateAddresses: boolean;
}

/** An https address without credentials, of a public host; else 422 RECEIVER_REFUSED in words. */
function endpointUrl(text: string, policy: ReceiverPolicy): string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !["http:", "https:"].includes(url.protocol) || url.username || url.password) {
    throw new RequestFailure(
      400,
      "BAD_REQUEST",
      "url: an https address without a user or password",
    );
  }
  const problem = receiverUrlProblem(url, policy.allowPrivateAddresses);
  if (problem) throw new RequestFailure(422, "RECEIVER_REFUSED", problem);
  return url.href;
}

/**
 * Adds an endpoint for a business's events of these types, with a new signing secret that the
 * answer shows once (`whsec_` and 256 random bits). It receives events published from now on.
 */
export async function createWebhookEndpoint(
  db: Database,
  businessId: number,
  actor: Actor,
  endpoint: { readonly url: string; readonly events: readonly WebhookEventType[] },
  now: Date,
  policy: ReceiverPolicy,
): Promise<WebhookEndpointSummary & { readonly secret: string }> {
  refuseOthers(actor, businessId);
  const events = [...new Set(endpoint.events)];
  if (events.length === 0 || events.some((event) => !webhookEventTypes.includes(event))) {
    throw new RequestFailure(400, "BAD_REQUEST", `events: some of ${webhookEventTypes.join(", ")}`);
  }
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        businessId,
        url: endpointUrl(endpoint.url, policy),
        secret,
        events,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("The endpoint was not written");
    await recordAudit(
      tx,
      actor,
      { action: "webhook.create", subject: `webhook:${row.id}`, detail: { url: row.url, events } },
      now,
    );
    return { ...summary(row), secret };
  });
}

/** A business's endpoints, oldest first, disabled ones included, none with its secret. */
export async function listWebhookEndpoints(
  db: Database,
  businessId: number,
  actor: Actor,
): Promise<WebhookEndpointSummary[]> {
  refuseOthers(actor, businessId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(summary);
}

/**
 * Stops an endpoint: no new event is written for it, and what it was still owed is given up.
 * Another business's or a disabled endpoint is 404.
 */
export async function disableWebhookEndpoint(
  db: Database,
  businessId: number,
  actor: Actor,
  endpointId: number,
  now: Date,
): Promise<WebhookEndpointSummary> {
  refuseOthers(actor, businessId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.businessId, businessId),
          isNull(webhookEndpoints.disabledAt),
        ),
      )
      .returning();
    if (!row) throw new RequestFailure(404, "NOT_FOUND", `No live endpoint ${endpointId}`);
    await tx
      .update(webhookDeliveries)
      .set({ failedAt: now })
      .where(
        and(
          eq(webhookDeliveries.endpointId, row.id),
          isNull(webhookDeliveries.deliveredAt),
          isNull(webhookDeliveries.failedAt),
        ),
      );
    await recordAudit(
      tx,
      actor,
      { action: "webhook.disable", subject: `webhook:${row.id}`, detail: { url: row.url } },
      now,
    );
    return summary(row);
  });
}

/** One event owed to an endpoint, as its log lists it. */
export interface DeliverySummary {
  readonly id: number;
  readonly eventId: string;
  readonly type: WebhookEventType;
  readonly createdAt: Date;
  readonly attempts: number;
  readonly deliveredAt: Date | null;
  readonly failedAt: Date | null;
  readonly nextAttemptAt: Date | null;
}

/** An endpoint's latest 50 deliveries, newest first; another business's endpoint is 404. */
export async function listRecentDeliveries(
  db: Database,
  businessId: number,
  actor: Actor,
  endpointId: number,
): Promise<DeliverySummary[]> {
  refuseOthers(actor, businessId);
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.businessId, businessId)));
  if (!endpoint) throw new RequestFailure(404, "NOT_FOUND", `No endpoint ${endpointId}`);
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      type: webhookDeliveries.type,
      createdAt: webhookDeliveries.createdAt,
      attempts: webhookDeliveries.attempts,
      deliveredAt: webhookDeliveries.deliveredAt,
      failedAt: webhookDeliveries.failedAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(50);
  return rows.map((row) => ({ ...row, type: row.type as WebhookEventType }));
}

/** The log of one delivery of a business's endpoint, oldest try first; another's is 404. */
export async function listDeliveryAttempts(
  db: Database,
  businessId: number,
  actor: Actor,
  deliveryId: number,
): Promise<DeliveryAttempt[]> {
  refuseOthers(actor, businessId);
  const [delivery] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.businessId, businessId)));
  if (!delivery) throw new RequestFailure(404, "NOT_FOUND", `No delivery ${deliveryId}`);
  return db
    .select({
      at: webhookAttempts.at,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      durationMs: webhookAttempts.durationMs,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.id));
}
