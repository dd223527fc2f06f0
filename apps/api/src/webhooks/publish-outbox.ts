import type { Database } from "../db/database.js";
import { preparedQuery } from "../db/prepared-query.js";

// One statement: take a batch of unpublished outbox rows (skipping those another API process
// holds), write one delivery per enabled endpoint of the row's business that takes its type, and
// mark the rows published. The event id is the outbox row's, so a retry or a second publisher
// names the same event, and the unique (endpoint, event) index writes it once.
const publishStatement = `
with taken as (
  select id, topic, payload, created_at from outbox
  where published_at is null
  order by id
  limit $2::int
  for update skip locked
), deliveries as (
  insert into webhook_deliveries (endpoint_id, event_id, type, payload, next_attempt_at, created_at)
  select endpoint.id, 'evt_' || taken.id, taken.topic,
    jsonb_build_object(
      'id', 'evt_' || taken.id,
      'type', taken.topic,
      'created_at', to_char(taken.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', taken.payload),
    $1::timestamptz, $1::timestamptz
  from taken
  join webhook_endpoints endpoint
    on endpoint.business_id = (taken.payload ->> 'business_id')::int
    and endpoint.disabled_at is null
    and taken.topic = any (endpoint.events)
  on conflict (endpoint_id, event_id) do nothing
  returning id
), published as (
  update outbox set published_at = $1::timestamptz
  from taken where outbox.id = taken.id
  returning outbox.id
)
select (select count(*) from published)::int as published,
  (select count(*) from deliveries)::int as deliveries`;

/**
 * Turns up to `batch` outbox messages into webhook deliveries, once each whichever API process
 * runs it (ADR 061); a business with no endpoint for a type just sees its message published.
 * Answers how many messages were published and deliveries written.
 */
export async function publishOutbox(
  db: Database,
  now: Date,
  batch = 100,
): Promise<{ published: number; deliveries: number }> {
  const [row] = await preparedQuery<{ published: number; deliveries: number }>(db, {
    name: "publish_outbox",
    text: publishStatement,
    values: [now.toISOString(), batch],
  });
  return { published: row?.published ?? 0, deliveries: row?.deliveries ?? 0 };
}
