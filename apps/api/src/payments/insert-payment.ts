import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { payments } from "../db/schema/index.js";

/** A payment to ask the gateway for: what it pays (an order or a wallet package), how much and how. */
export interface NewPayment {
  readonly pays: { readonly orderId: number } | { readonly purchaseId: string };
  readonly gateway: string;
  readonly method: number;
  readonly amount: number;
  readonly currency: string;
  /** The language of the gateway's page. */
  readonly language: string;
  /** Where the gateway sends the payer back. */
  readonly returnUrl: string;
}

/** A new payment's id: 128 random bits in base64url, which name it at the gateway too. */
export function newPaymentId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Writes a new payment, initiated at the gateway and open for the shop (ADR 034), in the caller's
 * transaction: the one place payment rows are created. Answers its id (`newPaymentId`). An
 * order's payment is written by the order's own statement (`writeOrder`) with an id from there.
 */
export async function insertPayment(tx: Database, payment: NewPayment): Promise<string> {
  const id = newPaymentId();
  const { pays, ...rest } = payment;
  await tx.insert(payments).values({ id, ...pays, ...rest, gatewayStatus: "initiated" });
  return id;
}
