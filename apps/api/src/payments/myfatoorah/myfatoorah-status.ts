import { z } from "zod";
import type { GatewayStatus } from "../payment-gateway.js";

/** GetPaymentStatus's data, the fields read. Not strict: MyFatoorah adds fields over time. */
export const invoiceSchema = z.object({
  InvoiceId: z.union([z.number(), z.string()]),
  InvoiceStatus: z.string(),
  CustomerReference: z.string().nullish(),
  InvoiceValue: z.number(),
  InvoiceTransactions: z
    .array(z.object({ TransactionDate: z.string().nullish(), TransactionStatus: z.string() }))
    .nullish(),
});

export type Invoice = z.infer<typeof invoiceSchema>;

/** GetRefundStatus's data: every refund asked for an invoice. */
export const refundsSchema = z.object({
  RefundStatusResult: z.array(z.object({ RefundStatus: z.string() })).nullish(),
});

/**
 * What an invoice's state means as the gateway's status (ADR 058). Paid (a transaction "Succss")
 * is approved, or refunded once a refund is asked and not cancelled; an expired or cancelled
 * invoice can no longer be paid (cancelled); a pending one whose latest try failed is declined;
 * anything else waits for its payer (initiated).
 */
export function invoiceStatus(
  invoice: Invoice,
  refunds: readonly { readonly RefundStatus: string }[] = [],
): GatewayStatus {
  const status = invoice.InvoiceStatus.toLowerCase();
  if (status === "paid") {
    return refunds.some(({ RefundStatus }) => RefundStatus.toLowerCase() !== "canceled")
      ? "refunded"
      : "approved";
  }
  if (status === "expired" || status === "canceled") return "cancelled";
  const tries = [...(invoice.InvoiceTransactions ?? [])].sort((first, second) =>
    (first.TransactionDate ?? "").localeCompare(second.TransactionDate ?? ""),
  );
  return tries.at(-1)?.TransactionStatus.toLowerCase() === "failed" ? "declined" : "initiated";
}
