import { randomBytes } from "node:crypto";
import type { FailureCode, ParsedOrderRequest, PlaceOrderAnswer } from "@storefront/api-client";
import { dialledPhone, initialOrderStatus, orderTypes, pickText } from "@storefront/domain";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  couponRedemptions,
  coupons,
  orderEvents,
  orderLines,
  orders,
  outbox,
  payments,
} from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { attachToReservation } from "../reservations/attach-to-reservation.js";
import { insertPayment } from "../payments/insert-payment.js";
import { type PaymentGateway, paysOnline } from "../payments/payment-gateway.js";
import { paymentLanguage } from "../payments/payment-language.js";
import { evaluateOrder } from "./evaluate-order.js";
import { matchesExpectation } from "./expected-amounts.js";
import { loadOrderContext } from "./load-order-context.js";
import { readOrder } from "./read-order.js";
import { callerScope, requestHash } from "./request-hash.js";
import { toBreakdown } from "./to-breakdown.js";
import { debitWalletForOrder } from "../wallet/wallet-ledger.js";
import { lockWalletBalance, walletForOrder } from "../wallet/wallet-for-order.js";

export interface PlaceOrderDependencies {
  readonly db: Database;
  readonly gateway: PaymentGateway;
  /** Storefront origins an online payment may return to. */
  readonly returnOrigins: readonly string[];
  readonly now: Date;
  readonly language: string;
  /** The signed-in customer placing it (ADR 025); undefined for a guest. */
  readonly customer?: { readonly userId: number; readonly businessId: number } | undefined;
  /** A guest's cart id (X-Cart-Id): whose idempotency key it is, for a guest (ADR 036). */
  readonly cartId?: string | undefined;
  /** Tests inject a failure after a named write to prove the transaction leaves nothing behind. */
  readonly afterWrite?: ((write: OrderWrite) => void) | undefined;
}

/** The writes of an order's transaction, in order. */
export type OrderWrite = "order" | "lines" | "coupon" | "wallet" | "event" | "payment" | "outbox";

/** Thrown inside the transaction when another request already holds the idempotency key. */
class KeyTaken extends Error {}

const randomKey = () => randomBytes(16).toString("base64url");

/**
 * Places an order once per idempotency key (QUALITY.md, Reliability; ADR 012): the same key and
 * body answer the same order, the same key with another body, or from another caller (ADR 036),
 * is 422 IDEMPOTENCY_KEY_REUSED. Inside
 * one transaction the request is checked and priced again from the database; any broken rule is
 * its 4xx; amounts the client expected but the server did not compute are 409 PRICE_CHANGED with
 * the new breakdown. The order, its lines, the coupon's use, its first event, its payment and an
 * outbox message, and the wallet's debit (ADR 027), are written together or not at all.
 */
export async function placeOrder(
  deps: PlaceOrderDependencies,
  request: ParsedOrderRequest,
  idempotencyKey: string,
): Promise<{ status: 200 | 201; answer: PlaceOrderAnswer }> {
  // The caller is hashed with the body: another customer or guest never replays this order.
  const hash = requestHash({ caller: callerScope(deps.customer, deps.cartId), request });
  const replay = await replayOrder(deps, idempotencyKey, hash);
  if (replay) return replay;

  const after = deps.afterWrite ?? (() => {});
  let orderId: number;
  try {
    orderId = await deps.db.transaction(async (tx) => {
      // The wallet first (ADR 027): concurrent spends of one wallet queue on its row, and once it
      // is empty the rest fail here, before any other work.
      const lockedBalance =
        request.use_wallet && deps.customer
          ? await lockWalletBalance(tx, deps.customer.userId)
          : undefined;
      if (lockedBalance === 0) {
        throw new RequestFailure(422, "WALLET_EMPTY", "The wallet is empty");
      }
      const context = await loadOrderContext(
        tx,
        request.branch_id,
        request.order_lines.map((line) => line.item_id),
      );
      if (!context)
        throw new RequestFailure(404, "NOT_FOUND", `No branch has the id ${request.branch_id}`);
      // Spec 4: an account belongs to one business; its token does not order from another.
      if (deps.customer && deps.customer.businessId !== context.businessId) {
        throw new RequestFailure(
          401,
          "UNAUTHORIZED",
          "Sign in to this business to order as a customer",
        );
      }
      const wallet = request.use_wallet
        ? await walletForOrder(tx, context, deps.customer, lockedBalance)
        : null;
      const evaluation = await evaluateOrder(
        tx,
        context,
        request,
        deps.now,
        deps.language,
        deps.customer !== undefined,
        wallet,
      );
      const refusal = evaluation.refusals[0];
      if (refusal) {
        throw new RequestFailure(
          422,
          refusal.code as FailureCode,
          `Line ${refusal.position + 1}: ${refusal.message}`,
        );
      }
      const broken = evaluation.problems[0];
      if (broken) throw new RequestFailure(broken.status, broken.code, broken.message);
      // An order the wallet pays in full needs no gateway (ADR 027).
      const walletPart = evaluation.priced.wallet;
      const online = paysOnline(request.payment_type) && evaluation.priced.total > 0;
      if (online && !isAllowedReturn(request.return_url, deps.returnOrigins)) {
        throw new RequestFailure(
          400,
          "RETURN_URL_NOT_ALLOWED",
          "An online payment needs a return_url on an allowed storefront origin",
        );
      }
      const breakdown = toBreakdown(evaluation.priced, evaluation.positions);
      if (!matchesExpectation(request, evaluation)) {
        throw new RequestFailure(
          409,
          "PRICE_CHANGED",
          "The prices changed since you saw them; please check the new total",
          { breakdown },
        );
      }

      const [created] = await tx
        .insert(orders)
        .values({
          businessId: context.businessId,
          branchId: context.branchId,
          userId: deps.customer?.userId ?? null,
          accessKey: randomKey(),
          idempotencyKey,
          requestHash: hash,
          status: initialOrderStatus({ scheduled: evaluation.scheduledAt !== null }),
          orderType: orderTypes[request.selling_types],
          sellingType: evaluation.sellingType,
          paymentType: request.payment_type,
          paymentStatus: online
            ? "pending"
            : walletPart > 0 && breakdown.total === 0
              ? "paid"
              : "not_required",
          currency: context.currency,
          total: breakdown.total,
          customerName: request.name.trim(),
          phone: dialledPhone(request.dial_code, request.phone),
          scheduledFor: evaluation.scheduledAt,
          request,
          breakdown,
          pricedFrom: evaluation.input,
          details: {
            comment: request.comment,
            notes: request.notes,
            delivery: request.delivery ?? null,
            shipping_country_id: request.shipping_country_id ?? null,
            table: evaluation.table && {
              id: evaluation.table.id,
              name: evaluation.table.name,
              floor: pickText(evaluation.table.floor, deps.language, context.locales),
            },
            car: request.car ?? null,
            gift: request.gift ?? null,
            delivery_time: evaluation.delivery?.zone
              ? {
                  value: evaluation.delivery.zone.delivery_time,
                  unit: evaluation.delivery.zone.unit,
                }
              : null,
          },
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id, status: orders.status });
      if (!created) throw new KeyTaken();
      after("order");

      if (request.reservation_id != null) {
        await attachToReservation(tx, {
          reservationId: request.reservation_id,
          orderId: created.id,
          branchId: context.branchId,
          userId: deps.customer?.userId,
          reservationMenu: request.reservation,
          now: deps.now,
        });
      }

      await tx.insert(orderLines).values(
        breakdown.lines.map((line, position) => ({
          orderId: created.id,
          position,
          itemId: line.item_id,
          priceLabelId: line.price_label_id,
          quantity: line.quantity,
          modifiers: line.modifiers,
          comment: line.comment,
          unitPrice: line.unit_price,
          totalPrice: line.net,
          discountId: line.discount_id,
        })),
      );
      after("lines");

      if (evaluation.couponId !== null && breakdown.coupon?.applied) {
        // A conditional update: fifty concurrent uses of a single-use coupon succeed once.
        const used = await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} + 1` })
          .where(
            and(
              eq(coupons.id, evaluation.couponId),
              or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
            ),
          )
          .returning({ id: coupons.id });
        if (used.length === 0) {
          throw new RequestFailure(409, "COUPON_USED_UP", "This coupon has been used up");
        }
        await tx.insert(couponRedemptions).values({
          orderId: created.id,
          couponId: evaluation.couponId,
          amount: breakdown.coupon_total,
        });
        after("coupon");
      }

      if (walletPart > 0 && deps.customer) {
        // On hold while an online payment for the rest is pending; given back if it fails.
        await debitWalletForOrder(tx, {
          userId: deps.customer.userId,
          businessId: context.businessId,
          currency: context.currency,
          amount: walletPart,
          orderId: created.id,
          now: deps.now,
        });
        after("wallet");
      }

      await tx
        .insert(orderEvents)
        .values({ orderId: created.id, status: created.status, at: deps.now });
      after("event");

      if (online) {
        await insertPayment(tx, {
          pays: { orderId: created.id },
          gateway: deps.gateway.name,
          method: request.payment_type,
          amount: breakdown.total,
          currency: context.currency,
          language: paymentLanguage(deps.language),
          // "{order}" in the return address becomes the order's id: the storefront cannot know it before.
          returnUrl: (request.return_url ?? "").replace(
            /\{order\}|%7Border%7D/g,
            String(created.id),
          ),
        });
        after("payment");
      }

      await tx.insert(outbox).values({
        topic: "order.placed",
        payload: { order_id: created.id, branch_id: context.branchId, total: breakdown.total },
      });
      after("outbox");
      return created.id;
    });
  } catch (error) {
    // A request racing its own retry can also lose on a shared resource (the wallet's balance, a
    // single-use coupon) before it reaches the key: the order the winner placed is its answer.
    const raced = await replayOrder(deps, idempotencyKey, hash);
    if (!raced) throw error;
    return raced;
  }
  return { status: 201, answer: await orderAnswer(deps, orderId) };
}

/** The order already placed with this key, if any; a different body with the key is refused. */
async function replayOrder(
  deps: PlaceOrderDependencies,
  idempotencyKey: string,
  hash: string,
): Promise<{ status: 200; answer: PlaceOrderAnswer } | undefined> {
  const [existing] = await deps.db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  if (!existing) return undefined;
  if (existing.requestHash !== hash) {
    throw new RequestFailure(
      422,
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was used for a different order",
    );
  }
  return { status: 200, answer: await orderAnswer(deps, existing.id) };
}

async function orderAnswer(
  deps: PlaceOrderDependencies,
  orderId: number,
): Promise<PlaceOrderAnswer> {
  const found = await readOrder(deps.db, orderId);
  if (!found) throw new Error(`Order ${orderId} vanished after it was written`);
  const { accessKey, ...order } = found;
  const [payment] =
    order.payment_status === "pending"
      ? await deps.db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.outcome, "open")))
      : [];
  return {
    error: 0,
    message: "",
    order,
    access_key: accessKey,
    payment_url: payment ? deps.gateway.pageUrl(payment.id) : null,
  };
}

/** Whether a return URL lies on one of the allowed storefront origins. */
export function isAllowedReturn(
  url: string | null | undefined,
  origins: readonly string[],
): boolean {
  if (!url) return false;
  try {
    return origins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
