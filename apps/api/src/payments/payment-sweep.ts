import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { repeatRounds } from "../background/repeat-rounds.js";
import type { Database } from "../db/database.js";
import { payments } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { paymentSweepChecks } from "../metrics/metrics.js";
import { type ClaimedPayment, claimOpenPayments } from "./claim-open-payments.js";
import { expirePayment } from "./expire-payment.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { settlePayment } from "./settle-payment.js";
import { nextCheckAt } from "./sweep-schedule.js";

export interface PaymentSweepOptions {
  readonly db: Database;
  /** The gateways this process can ask, by name; a payment of any other is left alone. */
  readonly gateways: readonly PaymentGateway[];
  readonly clock: () => Date;
  readonly log: FastifyBaseLogger;
  /** How long a new payment is left alone: its payer may still be on the hosted page. */
  readonly graceMs?: number;
  /** How long a payment stays open before it is withdrawn (PAYMENT_EXPIRY_MINUTES). */
  readonly expiryMs?: number;
  /** How many payments one round claims. */
  readonly batch?: number;
  /** The pause between two rounds when the last one did not fill its batch. */
  readonly idleMs?: number;
}

export interface PaymentSweep {
  /** One round: claims the open payments due and asks the gateway about each. */
  readonly runOnce: () => Promise<{ checked: number }>;
  /** Runs rounds until stopped: at once again while batches come full, else after `idleMs`. */
  readonly start: () => void;
  /** Ends the rounds and waits for the one running. */
  readonly stop: () => Promise<void>;
}

/** Longer than one check takes: a gateway call's timeout, a void and a settlement. */
const leaseMs = 60_000;

/**
 * The payment sweep of one API process (ADR 069): a payer who approved on the hosted page and
 * never came back, whose callback was lost too, still gets the order (or package) they paid for.
 * Each round asks the gateway about payments open longer than the grace, through `settlePayment`
 * like the storefront's check; one open past the expiry is withdrawn (`expirePayment`). Every
 * process may run one: a claim holds each payment for one process at a time. Nothing is decided
 * on a gateway's silence; the payment is asked about again later. Tests call `runOnce` with
 * their own clock.
 */
export function paymentSweep({
  db,
  gateways,
  clock,
  log,
  graceMs = 120_000,
  expiryMs = 1_800_000,
  batch = 20,
  idleMs = 5_000,
}: PaymentSweepOptions): PaymentSweep {
  const byName = new Map(gateways.map((gateway) => [gateway.name, gateway]));

  const check = async (payment: ClaimedPayment, gateway: PaymentGateway, now: Date) => {
    const expiresAt = new Date(payment.createdAt.getTime() + expiryMs);
    const kind = now >= expiresAt ? "expiry" : "check";
    let failure: "unavailable" | "error" | undefined;
    try {
      if (kind === "expiry") await expirePayment(db, gateway, payment, now);
      else await settlePayment(db, gateway, payment.id, undefined, now);
    } catch (error) {
      failure = error instanceof RequestFailure && error.status === 502 ? "unavailable" : "error";
      const fields = { err: error, paymentId: payment.id, kind };
      if (failure === "unavailable") log.warn(fields, "the gateway did not answer; asking later");
      else log.error(fields, "a payment's sweep failed; asking later");
    }
    // Still open: asked again later, the longer it has been open the later.
    const open = await db
      .update(payments)
      .set({ nextCheckAt: nextCheckAt(payment.createdAt, now, expiresAt) })
      .where(and(eq(payments.id, payment.id), eq(payments.outcome, "open")))
      .returning({ id: payments.id });
    paymentSweepChecks.inc({ kind, result: failure ?? (open.length > 0 ? "open" : "decided") });
  };

  const runOnce = async () => {
    const now = clock();
    const claimed = await claimOpenPayments(db, {
      now,
      openedBefore: new Date(now.getTime() - graceMs),
      gateways: [...byName.keys()],
      leaseUntil: new Date(now.getTime() + leaseMs),
      batch,
    });
    await Promise.all(
      claimed.map((payment) => {
        const gateway = byName.get(payment.gateway);
        return gateway ? check(payment, gateway, now) : undefined;
      }),
    );
    return { checked: claimed.length };
  };

  const rounds = repeatRounds({
    round: async () => (await runOnce()).checked >= batch,
    idleMs,
    onFailure: (error) =>
      log.error({ err: error }, "a round of the payment sweep failed; trying again shortly"),
  });
  return { runOnce, start: rounds.start, stop: rounds.stop };
}
