import { eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { payments } from "../db/schema/index.js";
import type { PaymentGateway } from "./payment-gateway.js";

/**
 * The hosted page of a payment the server has recorded, as the gateway opens it from the stored
 * row (ADR 058): a new order's, a replayed one's, a new attempt's.
 * `await openPaymentPage(db, gateway, paymentId)` → `"http://localhost:4000/sandbox/pay/…"`
 */
export async function openPaymentPage(
  db: Database,
  gateway: PaymentGateway,
  paymentId: string,
): Promise<string> {
  const [payment] = await db
    .select({
      id: payments.id,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
      language: payments.language,
      returnUrl: payments.returnUrl,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`Payment ${paymentId} vanished after it was written`);
  return gateway.openPage(payment);
}
