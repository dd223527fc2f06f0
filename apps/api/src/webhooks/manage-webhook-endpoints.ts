import { type WebhookEventType, webhookEventTypes } from "@storefront/api-client";
import { and, asc, eq, isNull } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { actsFor, type Actor, recordAudit } from "../staff/actor.js";

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

/** An http(s) address without credentials in it, or 400. */
function endpointUrl(text: string): string {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !["http:", "https:"].includes(url.protocol) || url.username || url.password) {
    throw new RequestFailure(400, "BAD_REQUEST", "url: an http or https address");
  }
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
      .values({ businessId, url: endpointUrl(endpoint.url), secret, events, createdAt: now })
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
