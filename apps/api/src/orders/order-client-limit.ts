import type { Database } from "../db/database.js";
import { RequestFailure } from "../failures/request-failure.js";
import { hitsSince, lockHits, recordHit } from "../limits/rate-hits.js";

const windowMs = 3_600_000;

/**
 * ADR 038: takes one of the orders a client address may place within the hour, or refuses with
 * 429 RATE_LIMITED and the seconds until one frees. Counted in PostgreSQL under the client's lock,
 * so concurrent orders from every API process share one count. Returns the hit, for
 * `forgetHit` to give back when no order came of it.
 */
export async function takeOrderPlace(
  db: Database,
  client: string,
  ordersPerHour: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockHits(tx, "order_client", client);
    const placed = await hitsSince(tx, "order_client", client, new Date(now.getTime() - windowMs));
    if (placed.count >= ordersPerHour) {
      const freeAt = (placed.first ?? now).getTime() + windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new RequestFailure(
        429,
        "RATE_LIMITED",
        `Too many orders from this connection; try again in ${Math.ceil(seconds / 60)} minutes`,
        { retry_after_seconds: seconds },
      );
    }
    return recordHit(tx, "order_client", client, now);
  });
}
