import {
  endpoints,
  type LocationAnswer,
  type LocationsAnswer,
  maxSavedLocations,
} from "@storefront/api-client";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireBusinessCustomer } from "../accounts/require-customer.js";
import type { Customer } from "../accounts/sessions.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { branches, savedLocations, users } from "../db/schema/index.js";
import { settlePlace } from "../delivery/settle-place.js";
import { RequestFailure } from "../failures/request-failure.js";
import { locationColumns, toSavedLocation } from "./location-dto.js";

export interface LocationRouteOptions {
  db: Database;
  clock: () => Date;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The saved-location calls (docs/decisions/031-saved-locations.md): list, create, replace, delete
 * and choose the default. Each needs the customer's token of the business named; another
 * customer's location is the same 404 as none. Writes of one customer run one at a time (the
 * account's row is locked), so the cap and the single default hold under concurrent requests.
 */
export const locationRoutes: FastifyPluginAsync<LocationRouteOptions> = async (app, options) => {
  const { db, clock } = options;

  const customerOf = (request: FastifyRequest, referenceId: string) =>
    requireBusinessCustomer(db, request, clock, referenceId);

  /** The list, the default first, then the oldest first. */
  async function listOf(userId: number, reader: Database | Transaction = db) {
    const rows = await reader
      .select()
      .from(savedLocations)
      .where(eq(savedLocations.userId, userId))
      .orderBy(
        desc(savedLocations.isDefault),
        asc(savedLocations.createdAt),
        asc(savedLocations.id),
      );
    const answer: LocationsAnswer = {
      error: 0,
      message: "",
      locations: rows.map(toSavedLocation),
      max_locations: maxSavedLocations,
    };
    return answer;
  }

  /** Locks the customer's account row: their location writes run one after another. */
  async function lockCustomer(tx: Transaction, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  }

  /** Takes the default from the customer's locations, but for `keptId`, which is to hold it. */
  async function clearDefault(tx: Transaction, userId: number, now: Date, keptId?: number) {
    await tx
      .update(savedLocations)
      .set({ isDefault: false, updatedAt: now })
      .where(
        and(
          eq(savedLocations.userId, userId),
          eq(savedLocations.isDefault, true),
          keptId === undefined ? undefined : ne(savedLocations.id, keptId),
        ),
      );
  }

  /** The area of a point inside a visible zone of one of the business's branches, else 422. */
  async function areaOf(businessId: number, point: { lat: number; lng: number }) {
    const branchRows = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.businessId, businessId))
      .orderBy(asc(branches.id));
    for (const branch of branchRows) {
      const place = await settlePlace(db, { ...point, placeId: "", branchId: branch.id });
      if (place.deliverable) return place.area_id;
    }
    throw new RequestFailure(
      422,
      "OUTSIDE_DELIVERY_ZONES",
      "This location is outside every delivery zone of the business",
    );
  }

  const own = (customer: Customer, locationId: number) =>
    and(eq(savedLocations.id, locationId), eq(savedLocations.userId, customer.userId));

  const notFound = (locationId: number) =>
    new RequestFailure(404, "NOT_FOUND", `No saved location ${locationId}`);

  serve(app, endpoints.getLocations, async ({ params: { referenceId }, request }) => {
    const customer = await customerOf(request, referenceId);
    return listOf(customer.userId);
  });

  serve(
    app,
    endpoints.createLocation,
    async ({ params: { referenceId }, body, request, reply }) => {
      const customer = await customerOf(request, referenceId);
      const areaId = await areaOf(customer.businessId, body);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        await lockCustomer(tx, customer.userId);
        const [kept] = await tx
          .select({ count: count() })
          .from(savedLocations)
          .where(eq(savedLocations.userId, customer.userId));
        const existing = kept?.count ?? 0;
        if (existing >= maxSavedLocations) {
          throw new RequestFailure(
            422,
            "LOCATION_LIMIT",
            `A customer may keep ${maxSavedLocations} locations; delete one first`,
          );
        }
        // The first location saved is the default, whatever the body says.
        const isDefault = existing === 0 || body.is_default === true;
        if (isDefault) await clearDefault(tx, customer.userId, now);
        const [inserted] = await tx
          .insert(savedLocations)
          .values({
            userId: customer.userId,
            businessId: customer.businessId,
            ...locationColumns(body, areaId),
            isDefault,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error("A location was not written");
      const answer: LocationAnswer = { error: 0, message: "", location: toSavedLocation(row) };
      return reply.code(201).send(answer);
    },
  );

  serve(
    app,
    endpoints.updateLocation,
    async ({ params: { referenceId, locationId }, body, request }) => {
      const customer = await customerOf(request, referenceId);
      const [before] = await db
        .select({ id: savedLocations.id })
        .from(savedLocations)
        .where(own(customer, locationId));
      if (!before) throw notFound(locationId);
      const areaId = await areaOf(customer.businessId, body);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        await lockCustomer(tx, customer.userId);
        if (body.is_default === true) await clearDefault(tx, customer.userId, now, locationId);
        const [updated] = await tx
          .update(savedLocations)
          .set({
            ...locationColumns(body, areaId),
            // Unchecking the default is not how it moves: another is chosen instead.
            ...(body.is_default === true ? { isDefault: true } : {}),
            updatedAt: now,
          })
          .where(own(customer, locationId))
          .returning();
        return updated;
      });
      if (!row) throw notFound(locationId);
      const answer: LocationAnswer = { error: 0, message: "", location: toSavedLocation(row) };
      return answer;
    },
  );

  serve(app, endpoints.deleteLocation, async ({ params: { referenceId, locationId }, request }) => {
    const customer = await customerOf(request, referenceId);
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customer.userId);
      const [deleted] = await tx
        .delete(savedLocations)
        .where(own(customer, locationId))
        .returning({ isDefault: savedLocations.isDefault });
      if (!deleted) throw notFound(locationId);
      if (deleted.isDefault) {
        // The oldest remaining location becomes the default; none remain, none is.
        const [oldest] = await tx
          .select({ id: savedLocations.id })
          .from(savedLocations)
          .where(eq(savedLocations.userId, customer.userId))
          .orderBy(asc(savedLocations.createdAt), asc(savedLocations.id))
          .limit(1);
        if (oldest) {
          await tx
            .update(savedLocations)
            .set({ isDefault: true, updatedAt: clock() })
            .where(eq(savedLocations.id, oldest.id));
        }
      }
      return listOf(customer.userId, tx);
    });
  });

  serve(
    app,
    endpoints.setDefaultLocation,
    async ({ params: { referenceId, locationId }, request }) => {
      const customer = await customerOf(request, referenceId);
      const now = clock();
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customer.userId);
        const [target] = await tx
          .select({ id: savedLocations.id })
          .from(savedLocations)
          .where(own(customer, locationId));
        if (!target) throw notFound(locationId);
        await clearDefault(tx, customer.userId, now, locationId);
        await tx
          .update(savedLocations)
          .set({ isDefault: true, updatedAt: now })
          .where(own(customer, locationId));
        return listOf(customer.userId, tx);
      });
    },
  );
};
