import { randomBytes } from "node:crypto";
import type {
  FailureCode,
  OrderDto,
  ParsedOrderRequest,
  PlaceOrderAnswer,
} from "@storefront/api-client";
import { dialledPhone, initialOrderStatus, orderTypes, pickText } from "@storefront/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { orders, payments } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { newPaymentId } from "../payments/insert-payment.js";
import { openPaymentPage } from "../payments/open-payment-page.js";
import { type PaymentGateway, paysOnline } from "../payments/payment-gateway.js";
import { paymentLanguage } from "../payments/payment-language.js";
import { evaluateOrderWithRows } from "./evaluate-order.js";
import { matchesExpectation } from "./expected-amounts.js";
import { loadOrderContext, type OrderContext } from "./load-order-context.js";
import { nameLinesFromMenu } from "./name-lines-from-menu.js";
import { readOrder, statusName } from "./read-order.js";
import { type OrderStart, readOrderStart } from "./read-order-rows.js";
import { callerScope, requestHash } from "./request-hash.js";
import { toBreakdown } from "./to-breakdown.js";
import { walletForOrder } from "../wallet/wallet-for-order.js";
import { type OrderWrite, orderWriteConflict, writeOrder } from "./write-order.js";

export type { OrderWrite } from "./write-order.js";

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
  /** Tests make the order's statement fail after a named write, to prove it leaves nothing behind. */
  readonly failAfter?: OrderWrite | undefined;
  /** What the caller already read for this request: the first try prices against it. */
  readonly firstTry?: { readonly start: OrderStart; readonly context: OrderContext | undefined };
}

const randomKey = () => randomBytes(16).toString("base64url");

/** Tries at pricing and writing an order when the catalogue or the wallet moved on meanwhile. */
const attempts = 3;

/**
 * Places an order once per idempotency key (QUALITY.md, Reliability; ADR 012): the same key and
 * body answer the same order, the same key with another body, or from another caller (ADR 036),
 * is 422 IDEMPOTENCY_KEY_REUSED. The request is checked and priced again against the catalogue of
 * the revision it reads (ADR 052); any broken rule is its 4xx; amounts the client expected but the
 * server did not compute are 409 PRICE_CHANGED with the new breakdown. The order, its lines, the
 * coupon's use, the wallet's debit (ADR 027), its first event, its payment and an outbox message
 * are written by one statement, together or not at all, and only at the revision it was priced
 * at: when the catalogue or the wallet moved on meanwhile, the order is priced again.
 */
export async function placeOrder(
  deps: PlaceOrderDependencies,
  request: ParsedOrderRequest,
  idempotencyKey: string,
): Promise<{ status: 200 | 201; answer: PlaceOrderAnswer }> {
  // The caller is hashed with the body: another customer or guest never replays this order.
  const hash = requestHash({ caller: callerScope(deps.customer, deps.cartId), request });
  try {
    for (let attempt = 1; ; attempt += 1) {
      const placed = await placeOnce(
        deps,
        request,
        idempotencyKey,
        hash,
        attempt === 1 ? deps.firstTry : undefined,
      );
      if (placed !== "stale" && placed !== "wallet") return placed;
      if (attempt === attempts) {
        throw placed === "wallet"
          ? new RequestFailure(409, "WALLET_EMPTY", "The wallet no longer holds that amount")
          : new RequestFailure(
              409,
              "CONFLICT",
              "The menu changed while ordering; please try again",
            );
      }
    }
  } catch (error) {
    // A request racing its own retry can also lose on a shared resource (the wallet's balance, a
    // single-use coupon) before it reaches the key: the order the winner placed is its answer.
    const raced = await replayOrder(deps, idempotencyKey, hash);
    if (!raced) throw error;
    return raced;
  }
}

/**
 * One try: the order priced at the catalogue revision read now and written at it; "stale" when the
 * revision moved on before the write, "wallet" when the balance it was priced with did.
 */
async function placeOnce(
  deps: PlaceOrderDependencies,
  request: ParsedOrderRequest,
  idempotencyKey: string,
  hash: string,
  read: PlaceOrderDependencies["firstTry"],
): Promise<{ status: 200 | 201; answer: PlaceOrderAnswer } | "stale" | "wallet"> {
  const start =
    read?.start ??
    (await readOrderStart(deps.db, request, { idempotencyKey, userId: deps.customer?.userId }));
  if (start.existing) return replayAnswer(deps, start.existing, hash);
  // An empty wallet fails before any other work (ADR 027).
  if (request.use_wallet && deps.customer && start.walletBalance === 0) {
    throw new RequestFailure(422, "WALLET_EMPTY", "The wallet is empty");
  }
  const context = read
    ? read.context
    : await loadOrderContext(
        deps.db,
        request.branch_id,
        request.order_lines.map((line) => line.item_id),
        start.revision,
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
    ? await walletForOrder(deps.db, context, deps.customer, start.walletBalance ?? 0)
    : null;
  const evaluation = evaluateOrderWithRows(
    start.rows,
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
  if (request.reservation_id != null) {
    if (!deps.customer) {
      throw new RequestFailure(401, "UNAUTHORIZED", "Sign in to order for a reservation");
    }
    if (!request.reservation) {
      throw new RequestFailure(
        422,
        "RESERVATION_NOT_ORDERABLE",
        "An order for a reservation is from the reservation menu (reservation: true)",
      );
    }
  }

  const status = initialOrderStatus({ scheduled: evaluation.scheduledAt !== null });
  const paymentStatus = online
    ? "pending"
    : walletPart > 0 && breakdown.total === 0
      ? "paid"
      : "not_required";
  const details: OrderDto["details"] = {
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
      ? { value: evaluation.delivery.zone.delivery_time, unit: evaluation.delivery.zone.unit }
      : null,
  };
  const accessKey = randomKey();
  const customerName = request.name.trim();
  const phone = dialledPhone(request.dial_code, request.phone);
  const paymentId = online ? newPaymentId() : null;
  let written;
  try {
    written = await writeOrder(deps.db, {
      revision: context.revision,
      order: {
        business_id: context.businessId,
        branch_id: context.branchId,
        user_id: deps.customer?.userId ?? null,
        access_key: accessKey,
        idempotency_key: idempotencyKey,
        request_hash: hash,
        status,
        order_type: orderTypes[request.selling_types],
        selling_type: evaluation.sellingType,
        payment_type: request.payment_type,
        payment_status: paymentStatus,
        currency: context.currency,
        total: breakdown.total,
        customer_name: customerName,
        language: deps.language,
        phone,
        scheduled_for: evaluation.scheduledAt?.toISOString() ?? null,
        request,
        breakdown,
        priced_from: evaluation.input,
        details,
      },
      lines: breakdown.lines.map((line, position) => ({
        position,
        item_id: line.item_id,
        price_label_id: line.price_label_id,
        quantity: line.quantity,
        modifiers: line.modifiers,
        comment: line.comment,
        unit_price: line.unit_price,
        total_price: line.net,
        discount_id: line.discount_id,
      })),
      coupon:
        evaluation.couponId !== null && breakdown.coupon?.applied
          ? { id: evaluation.couponId, amount: breakdown.coupon_total }
          : null,
      // On hold while an online payment for the rest is pending; given back if it fails.
      walletAmount: deps.customer ? walletPart : 0,
      reservationId: request.reservation_id ?? null,
      payment:
        paymentId === null
          ? null
          : {
              id: paymentId,
              gateway: deps.gateway.name,
              method: request.payment_type,
              amount: breakdown.total,
              currency: context.currency,
              language: paymentLanguage(deps.language),
              // "{order}" in the return address becomes the order's id: the storefront cannot know it before.
              return_url: request.return_url ?? "",
            },
      now: deps.now,
      failAfter: deps.failAfter,
    });
  } catch (error) {
    const conflict = orderWriteConflict(error);
    if (conflict === "wallet") return "wallet";
    if (conflict === "coupon") {
      throw new RequestFailure(409, "COUPON_USED_UP", "This coupon has been used up");
    }
    if (conflict === "reservation") {
      throw new RequestFailure(
        422,
        "RESERVATION_NOT_ORDERABLE",
        "That reservation takes no order: it is not yours, not open, or already has one",
      );
    }
    throw error;
  }
  if (written === "stale") return "stale";

  // The answer is what was written: nothing is read back.
  const order: OrderDto = {
    id: written.id,
    reference_id: context.referenceId,
    branch_id: context.branchId,
    status,
    status_name: statusName(status),
    selling_types: request.selling_types,
    order_type: orderTypes[request.selling_types],
    payment_type: request.payment_type,
    payment_status: paymentStatus,
    currency: context.currency,
    total: breakdown.total,
    breakdown,
    name: customerName,
    phone,
    scheduled_at: evaluation.scheduledAt?.toISOString() ?? null,
    created_at: written.createdAt.toISOString(),
    expected_at: null,
    status_reason: null,
    customer_arrived_at: null,
    details,
    events: [{ status, status_name: statusName(status), at: deps.now.toISOString() }],
    lines: nameLinesFromMenu(context.menu.items, breakdown.lines),
  };
  return {
    status: 201,
    answer: {
      error: 0,
      message: "",
      order,
      access_key: accessKey,
      payment_url: paymentId ? await openPaymentPage(deps.db, deps.gateway, paymentId) : null,
    },
  };
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
  return existing && replayAnswer(deps, existing, hash);
}

/** The answer of an order placed before with the key; a different body with the key is refused. */
async function replayAnswer(
  deps: PlaceOrderDependencies,
  existing: { readonly id: number; readonly requestHash: string },
  hash: string,
): Promise<{ status: 200; answer: PlaceOrderAnswer }> {
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
    payment_url: payment ? await openPaymentPage(deps.db, deps.gateway, payment.id) : null,
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
