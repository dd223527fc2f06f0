import { type CartAnswer, cartSchema, endpoints } from "@storefront/api-client";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import { businesses, carts } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";

/**
 * Reading and saving a cart (ADR 011): the cart a storefront keeps for a customer under
 * the random id in its cookie. Choices only; amounts are priced by calc-order and the order.
 */
export const cartRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, endpoints.getCart, async ({ params: { cartId } }) => {
    const [row] = await db.select({ body: carts.body }).from(carts).where(eq(carts.id, cartId));
    const stored = row && cartSchema.safeParse(row.body);
    if (!stored?.success) throw new RequestFailure(404, "NOT_FOUND", "No such cart");
    const answer: CartAnswer = { error: 0, message: "", cart: stored.data };
    return answer;
  });

  serve(app, endpoints.saveCart, async ({ params: { cartId }, body }) => {
    const cart = body;
    const [business] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.referenceId, cart.reference_id));
    if (!business) throw new RequestFailure(404, "NOT_FOUND", "No such business");
    await db
      .insert(carts)
      .values({ id: cartId, businessId: business.id, body: cart })
      .onConflictDoUpdate({
        target: carts.id,
        set: { businessId: business.id, body: cart, updatedAt: sql`now()` },
      });
    const answer: CartAnswer = { error: 0, message: "", cart };
    return answer;
  });
};
