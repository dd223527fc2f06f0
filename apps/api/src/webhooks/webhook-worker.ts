import type { FastifyBaseLogger } from "fastify";
import { repeatRounds } from "../background/repeat-rounds.js";
import type { Database } from "../db/database.js";
import { deliverDueWebhooks } from "./deliver-webhooks.js";
import { publishOutbox } from "./publish-outbox.js";

export interface WebhookWorkerOptions {
  readonly db: Database;
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
  /** The pause between two rounds when the last one found nothing to do. */
  readonly idleMs?: number;
  /** How long a receiver has to answer one try. */
  readonly timeoutMs?: number;
  /** The retry waits' jitter. */
  readonly random?: () => number;
  /** Reach receivers on private networks (WEBHOOK_PRIVATE_RECEIVERS); never by default. */
  readonly allowPrivateAddresses?: boolean;
}

export interface WebhookWorker {
  /** One round: publish what the outbox holds, then try every due delivery. */
  readonly runOnce: () => Promise<{ published: number; tried: number }>;
  /** Runs rounds until stopped: at once again while there is work, else after `idleMs`. */
  readonly start: () => void;
  /** Ends the rounds and any try in flight, and waits for the round to finish. */
  readonly stop: () => Promise<void>;
}

/**
 * The webhook publisher and delivery loop of one API process (ADR 061). Every process may run
 * one: they share the work through `skip locked`, and the unique (endpoint, event) index keeps a
 * delivery from being written twice. Tests call `runOnce` with their own clock.
 */
export function webhookWorker({
  db,
  clock,
  log,
  idleMs = 1_000,
  timeoutMs = 10_000,
  random = Math.random,
  allowPrivateAddresses = false,
}: WebhookWorkerOptions): WebhookWorker {
  const stopping = new AbortController();

  const runOnce = async () => {
    const { published } = await publishOutbox(db, clock());
    const tried = await deliverDueWebhooks({
      db,
      now: clock(),
      timeoutMs,
      random,
      stopping: stopping.signal,
      allowPrivateAddresses,
    });
    return { published, tried };
  };

  const rounds = repeatRounds({
    round: async () => {
      const { published, tried } = await runOnce();
      return published + tried > 0;
    },
    idleMs,
    onFailure: (error) =>
      log.error({ err: error }, "a round of webhooks failed; trying again shortly"),
  });
  return {
    runOnce,
    start: rounds.start,
    stop: async () => {
      stopping.abort();
      await rounds.stop();
    },
  };
}
