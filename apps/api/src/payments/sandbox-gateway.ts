import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { payments } from "../db/schema/index.js";
import type { GatewayStatus, PaymentGateway } from "./payment-gateway.js";

/**
 * The sandbox gateway, served by this API (ARCHITECTURE.md): its hosted page records the customer's
 * approve, decline or cancel as the gateway's status, and the check reads it back. Each move is a
 * conditional update, as a real gateway decides each payment once: a voided payment can no longer
 * be approved, and only an approved one can be refunded (ADR 034).
 */
export function sandboxGateway(db: Database, publicApiUrl: string): PaymentGateway {
  const base = publicApiUrl.endsWith("/") ? publicApiUrl : `${publicApiUrl}/`;
  const statusOf = async (paymentId: string) => {
    const [row] = await db
      .select({ status: payments.gatewayStatus })
      .from(payments)
      .where(eq(payments.id, paymentId));
    return row?.status;
  };
  const move = async (paymentId: string, from: GatewayStatus, to: GatewayStatus) => {
    await db
      .update(payments)
      .set({ gatewayStatus: to, decidedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.gatewayStatus, from)));
    return statusOf(paymentId);
  };
  return {
    name: "sandbox",
    openPage: async ({ id }) => new URL(`sandbox/pay/${encodeURIComponent(id)}`, base).toString(),
    checkStatus: statusOf,
    voidPayment: (paymentId) => move(paymentId, "initiated", "voided"),
    refundPayment: (paymentId) => move(paymentId, "approved", "refunded"),
  };
}
