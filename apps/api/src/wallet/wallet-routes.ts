import {
  businessSettingsOf,
  type BuyPackageAnswer,
  endpoints,
  type PurchaseAnswer,
  type WalletHistoryAnswer,
  type WalletPurchase,
} from "@storefront/api-client";
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireBusinessCustomer, requireCustomer } from "../accounts/require-customer.js";
import type { Database } from "../db/database.js";
import { serve } from "../endpoints/serve.js";
import {
  businesses,
  payments,
  walletPackagePurchases,
  walletPackages,
} from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { isAllowedReturn } from "../orders/place-order.js";
import { type PaymentGateway, paysOnline } from "../payments/payment-gateway.js";
import { insertPayment } from "../payments/insert-payment.js";
import { openPaymentPage } from "../payments/open-payment-page.js";
import { paymentLanguage } from "../payments/payment-language.js";
import { settlePayment } from "../payments/settle-payment.js";
import { readWallet, readWalletHistory, walletHistoryPageSize } from "./read-wallet.js";

export interface WalletRouteOptions {
  db: Database;
  clock: () => Date;
  gateway: PaymentGateway;
  /** Storefront origins a package's payment may return to. */
  returnOrigins: readonly string[];
}

type PurchaseRow = typeof walletPackagePurchases.$inferSelect;

const toPurchase = (row: PurchaseRow): WalletPurchase => ({
  id: row.id,
  package_id: row.packageId,
  status: row.status,
  currency: row.currency,
  price: row.price,
  amount: row.amount,
  created_at: row.createdAt.toISOString(),
});

/**
 * The wallet calls (docs/decisions/027-wallet-ledger.md): the wallet, its credit history, buying
 * a package through the payment gateway and the purchase after the server's own check. Each needs
 * the customer's token; another customer's purchase is the same 404 as none.
 */
export const walletRoutes: FastifyPluginAsync<WalletRouteOptions> = async (app, options) => {
  const { db, clock, gateway } = options;

  const customerOf = (request: FastifyRequest, referenceId: string) =>
    requireBusinessCustomer(db, request, clock, referenceId);

  serve(app, endpoints.getWallet, async ({ params: { referenceId }, request }) => {
    const customer = await customerOf(request, referenceId);
    return readWallet(db, customer);
  });

  serve(
    app,
    endpoints.getWalletHistory,
    async ({ params: { referenceId }, query: { page }, request }) => {
      const customer = await customerOf(request, referenceId);
      const { entries, total } = await readWalletHistory(db, customer.userId, page);
      const answer: WalletHistoryAnswer = {
        error: 0,
        message: "",
        creditHistory: entries,
        page,
        per_page: walletHistoryPageSize,
        total,
      };
      return answer;
    },
  );

  /**
   * The purchase a customer already asked for with this key, answered as the first time (200):
   * a double "Buy" is one purchase and one payment page. The key with another package is refused.
   */
  async function replayPurchase(
    userId: number,
    idempotencyKey: string,
    packageId: number,
  ): Promise<BuyPackageAnswer | undefined> {
    const [found] = await db
      .select({ purchase: walletPackagePurchases, paymentId: payments.id })
      .from(walletPackagePurchases)
      .innerJoin(payments, eq(payments.purchaseId, walletPackagePurchases.id))
      .where(
        and(
          eq(walletPackagePurchases.userId, userId),
          eq(walletPackagePurchases.idempotencyKey, idempotencyKey),
        ),
      );
    if (!found) return undefined;
    if (found.purchase.packageId !== packageId) {
      throw new RequestFailure(
        422,
        "IDEMPOTENCY_KEY_REUSED",
        "This Idempotency-Key was used to buy another package",
      );
    }
    return {
      error: 0,
      message: "",
      purchase: toPurchase(found.purchase),
      payment_url: await openPaymentPage(db, gateway, found.paymentId),
    };
  }

  serve(
    app,
    endpoints.buyWalletPackage,
    async ({ params: { packageId }, body, idempotencyKey, request, reply }) => {
      const now = clock();
      const customer = await requireCustomer(db, request, now);
      const [found] = await db
        .select({ walletPackage: walletPackages, business: businesses })
        .from(walletPackages)
        .innerJoin(businesses, eq(businesses.id, walletPackages.businessId))
        .where(
          and(
            eq(walletPackages.id, packageId),
            eq(walletPackages.businessId, customer.businessId),
            eq(walletPackages.visible, true),
          ),
        );
      if (!found) throw new RequestFailure(404, "NOT_FOUND", `No package ${packageId}`);
      const { walletPackage, business } = found;
      if (!businessSettingsOf(business.settings).enable_wallet) {
        throw new RequestFailure(
          422,
          "WALLET_NOT_AVAILABLE",
          "This business does not offer the wallet",
        );
      }
      if (!paysOnline(body.payment_type)) {
        throw new RequestFailure(
          422,
          "PAYMENT_METHOD_NOT_ALLOWED",
          "A package is paid online, through the payment gateway",
        );
      }
      if (!isAllowedReturn(body.return_url, options.returnOrigins)) {
        throw new RequestFailure(
          400,
          "RETURN_URL_NOT_ALLOWED",
          "The payment needs a return_url on an allowed storefront origin",
        );
      }
      const replay = await replayPurchase(customer.userId, idempotencyKey, packageId);
      if (replay) return reply.code(200).send(replay);
      const purchaseId = randomBytes(16).toString("base64url");
      const written = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(walletPackagePurchases)
          .values({
            id: purchaseId,
            userId: customer.userId,
            businessId: customer.businessId,
            packageId,
            price: walletPackage.price,
            amount: walletPackage.amount,
            currency: business.currency,
            status: "pending",
            createdAt: now,
            idempotencyKey,
          })
          // A request with the same key that got here first keeps its purchase; this one replays it.
          .onConflictDoNothing({
            target: [walletPackagePurchases.userId, walletPackagePurchases.idempotencyKey],
          })
          .returning();
        if (!row) return undefined;
        const paymentId = await insertPayment(tx, {
          pays: { purchaseId },
          gateway: gateway.name,
          method: body.payment_type,
          amount: walletPackage.price,
          currency: business.currency,
          language: paymentLanguage(request.headers["accept-language"]),
          // "{purchase}" in the return address becomes the purchase's id.
          returnUrl: body.return_url.replace(/\{purchase\}|%7Bpurchase%7D/g, purchaseId),
        });
        return { purchase: row, paymentId };
      });
      if (!written) {
        const first = await replayPurchase(customer.userId, idempotencyKey, packageId);
        if (!first) throw new Error("A purchase was neither written nor found under its key");
        return reply.code(200).send(first);
      }
      const answer: BuyPackageAnswer = {
        error: 0,
        message: "",
        purchase: toPurchase(written.purchase),
        payment_url: await openPaymentPage(db, gateway, written.paymentId),
      };
      return reply.code(201).send(answer);
    },
  );

  serve(app, endpoints.getWalletPurchase, async ({ params: { purchaseId }, request }) => {
    const now = clock();
    const customer = await requireCustomer(db, request, now);
    const own = and(
      eq(walletPackagePurchases.id, purchaseId),
      eq(walletPackagePurchases.userId, customer.userId),
    );
    const [before] = await db.select().from(walletPackagePurchases).where(own);
    if (!before) throw new RequestFailure(404, "NOT_FOUND", `No purchase ${purchaseId}`);
    if (before.status === "pending") {
      // The server's own check with the gateway, as for an order's payment (ADR 013).
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.purchaseId, purchaseId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (payment) await settlePayment(db, gateway, payment.id, undefined, now);
    }
    const [after] = await db.select().from(walletPackagePurchases).where(own);
    const answer: PurchaseAnswer = {
      error: 0,
      message: "",
      purchase: toPurchase(after ?? before),
    };
    return answer;
  });
};
