/**
 * What a gateway says of a payment: initiated until the payer decides; voided when the shop
 * withdrew it undecided; refunded when the shop gave an approved payment back (ADR 034).
 */
export type GatewayStatus =
  "initiated" | "approved" | "declined" | "cancelled" | "voided" | "refunded";

/**
 * The payment gateway port (ARCHITECTURE.md): a hosted page the customer pays on, the server's
 * own status check, the only thing that makes an order paid (ADR 013), and the two ways the shop
 * takes a payment back (ADR 034).
 */
export interface PaymentGateway {
  readonly name: string;
  /** The address of the hosted page for a payment the server has recorded. */
  pageUrl(paymentId: string): string;
  /** Asks the gateway what became of a payment. */
  checkStatus(paymentId: string): Promise<GatewayStatus | undefined>;
  /**
   * Withdraws an undecided payment so that its payer can no longer approve it. Answers the status
   * after: voided, or the payer's decision when it came first (an approval must then be counted).
   */
  voidPayment(paymentId: string): Promise<GatewayStatus | undefined>;
  /** Gives an approved payment back in full. Answers the status after: refunded. */
  refundPayment(paymentId: string): Promise<GatewayStatus | undefined>;
}

/** Spec 9 payment codes paid through a gateway: online 1 (card brands), knet 4, benefit 5, apple pay 6, mada 7, pay with card 8, apple pay knet 9. */
const gatewayMethods: ReadonlySet<number> = new Set([1, 4, 5, 6, 7, 8, 9]);

/** Whether a payment code goes through the gateway; cash 2 and pay later 3 need none. */
export function paysOnline(paymentType: number): boolean {
  return gatewayMethods.has(paymentType);
}
