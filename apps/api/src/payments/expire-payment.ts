import type { Database } from "../db/database.js";
import type { PaymentGateway } from "./payment-gateway.js";
import { decidePayment, type PaymentOf } from "./settle-payment.js";

/**
 * Withdraws at the gateway a payment left open past its limit (ADR 069) and decides on the void's
 * answer with the settlement's own code. An approval that came first is counted (the order or
 * package is paid). Withdrawn, declined or cancelled is decided as a cancel: the order's payment
 * fails and its wallet part is given back (ADR 027), a package purchase fails. Any other answer
 * (a gateway that cannot withdraw it yet, as MyFatoorah before its invoice lapses) decides
 * nothing, and a gateway that does not answer throws: either way the payment stays open.
 */
export async function expirePayment(
  db: Database,
  gateway: PaymentGateway,
  payment: PaymentOf,
  now: Date,
): Promise<void> {
  const status = await gateway.voidPayment(payment.id);
  if (status === "approved" || status === "declined" || status === "cancelled") {
    await decidePayment(db, gateway, payment, status, now);
  } else if (status === "voided") {
    // The payer can no longer approve it: the shop's decision is the one a cancel makes.
    await decidePayment(db, gateway, payment, "cancelled", now);
  }
}
