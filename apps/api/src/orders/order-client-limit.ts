import type { Database } from "../db/database.js";
import { runScript, sqlLiteral } from "../db/run-script.js";
import { RequestFailure } from "../failures/request-failure.js";

const windowMs = 3_600_000;
/** Hits are kept a day: every window is shorter. */
const keptMs = 86_400_000;

/**
 * ADR 038: takes one of the orders a client address may place within the hour, or refuses with
 * 429 RATE_LIMITED and the seconds until one frees. Counted in PostgreSQL under the client's lock
 * (the key `lockHits` takes), so concurrent orders from every API process share one count; lock,
 * count and hit travel as one message (ADR 052), so the lock is held for no round trip. Returns
 * the hit, for `forgetHit` to give back when no order came of it.
 */
export async function takeOrderPlace(
  db: Database,
  client: string,
  ordersPerHour: number,
  now: Date,
): Promise<number> {
  const key = sqlLiteral(client);
  const at = (time: number) => sqlLiteral(new Date(time).toISOString());
  const [row] = await runScript<{ placed: number; first: Date | string | null; id: number | null }>(
    db,
    `select pg_advisory_xact_lock(hashtextextended(${sqlLiteral(`hits:order_client:${client}`)}, 0));
with counted as (
  select count(*)::int as placed, min(at) as first from rate_hits
  where kind = 'order_client' and key = ${key} and at > ${at(now.getTime() - windowMs)}
), swept as (
  delete from rate_hits
  where kind = 'order_client' and key = ${key} and at < ${at(now.getTime() - keptMs)}
), hit as (
  insert into rate_hits (kind, key, at)
  select 'order_client', ${key}, ${at(now.getTime())} from counted
  where placed < ${Math.trunc(ordersPerHour)}
  returning id
)
select placed, first, (select id from hit) as id from counted`,
  );
  if (row?.id != null) return Number(row.id);
  const freeAt = (row?.first ? new Date(row.first) : now).getTime() + windowMs;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new RequestFailure(
    429,
    "RATE_LIMITED",
    `Too many orders from this connection; try again in ${Math.ceil(seconds / 60)} minutes`,
    { retry_after_seconds: seconds },
  );
}
