import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { payments } from "../db/schema/index.js";
import type { PaymentGateway } from "./payment-gateway.js";

/**
 * The sandbox gateway, served by this API (ARCHITECTURE.md): its hosted page records the customer's
 * approve, decline or cancel as the gateway's status, and the check reads it back.
 */
export function sandboxGateway(db: Database, publicApiUrl: string): PaymentGateway {
  const base = publicApiUrl.endsWith("/") ? publicApiUrl : `${publicApiUrl}/`;
  return {
    name: "sandbox",
    pageUrl: (paymentId) =>
      new URL(`sandbox/pay/${encodeURIComponent(paymentId)}`, base).toString(),
    async checkStatus(paymentId) {
      const [row] = await db
        .select({ status: payments.gatewayStatus })
        .from(payments)
        .where(eq(payments.id, paymentId));
      return row?.status;
    },
  };
}
