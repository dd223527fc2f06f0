import type { ApiKeyScope } from "@storefront/api-client";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { runScript, sqlLiteral } from "../db/run-script.js";
import { RequestFailure } from "../failures/request-failure.js";
import type { Actor } from "../staff/actor.js";
import { readApiKey } from "./api-key-text.js";

/** The till's key a request came with, as the actor of what it changes. */
export type KeyActor = Extract<Actor, { kind: "key" }>;

const windowMs = 60_000;
/** A key's last use is written at most once a minute: the listing needs no finer. */
const lastUsedStepMs = 60_000;
const bearer = /^Bearer (\S+)$/;

const unauthorized = () =>
  new RequestFailure(
    401,
    "UNAUTHORIZED",
    "Send a live key of the business as Authorization: Bearer sk_…",
  );

/**
 * The key of a till's call (`Authorization: Bearer sk_<prefix>_<secret>`), or 401 UNAUTHORIZED
 * for none, a malformed, unknown or revoked one; 429 RATE_LIMITED past the key's calls a minute;
 * 403 FORBIDDEN for a live key without the call's scope. One message to the database (ADR 052):
 * under the key's lock, it finds the live key by its prefix and hash, counts and takes one of
 * the minute's calls, and writes its last use when the one written is a minute old.
 */
export async function requireApiKey(
  db: Database,
  request: FastifyRequest,
  scope: ApiKeyScope,
  callsPerMinute: number,
  now: Date,
): Promise<KeyActor> {
  const sent = bearer.exec(request.headers.authorization ?? "")?.[1];
  const read = sent === undefined ? undefined : readApiKey(sent);
  if (!read) throw unauthorized();
  const prefix = sqlLiteral(read.prefix);
  const at = (time: number) => sqlLiteral(new Date(time).toISOString());
  const [row] = await runScript<{
    id: number;
    business_id: number;
    scopes: ApiKeyScope[];
    first: Date | string | null;
    hit: number | null;
  }>(
    db,
    `select pg_advisory_xact_lock(hashtextextended(${sqlLiteral(`hits:pos_key:${read.prefix}`)}, 0));
with key as (
  select id, business_id, scopes, last_used_at from api_keys
  where prefix = ${prefix} and key_hash = ${sqlLiteral(read.hash)} and revoked_at is null
), counted as (
  select count(*)::int as used, min(at) as first from rate_hits
  where kind = 'pos_key' and key = ${prefix} and at > ${at(now.getTime() - windowMs)}
), swept as (
  delete from rate_hits
  where kind = 'pos_key' and key = ${prefix} and at <= ${at(now.getTime() - windowMs)}
    and exists (select 1 from key)
), hit as (
  insert into rate_hits (kind, key, at)
  select 'pos_key', ${prefix}, ${at(now.getTime())} from key, counted
  where counted.used < ${Math.trunc(callsPerMinute)}
  returning id
), touched as (
  update api_keys set last_used_at = ${at(now.getTime())} from key
  where api_keys.id = key.id
    and (key.last_used_at is null or key.last_used_at <= ${at(now.getTime() - lastUsedStepMs)})
  returning api_keys.id
)
select key.id, key.business_id, to_json(key.scopes) as scopes, counted.first,
  (select id from hit)::int as hit
from key, counted`,
  );
  if (!row) throw unauthorized();
  if (row.hit === null) {
    const freeAt = (row.first ? new Date(row.first) : now).getTime() + windowMs;
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new RequestFailure(
      429,
      "RATE_LIMITED",
      `This key made too many calls; try again in ${seconds} seconds`,
      { retry_after_seconds: seconds },
    );
  }
  if (!row.scopes.includes(scope)) {
    throw new RequestFailure(403, "FORBIDDEN", `This key may not do this: it needs ${scope}`);
  }
  return { kind: "key", businessId: Number(row.business_id), apiKeyId: Number(row.id) };
}
