/** What a gateway says of a payment. */
export type GatewayStatus = "initiated" | "approved" | "declined" | "cancelled";

/**
 * The payment gateway port (ARCHITECTURE.md): a hosted page the customer pays on, and the server's
 * own status check, the only thing that makes an order paid (ADR 013).
 */
export interface PaymentGateway {
  readonly name: string;
  /** The address of the hosted page for a payment the server has recorded. */
  pageUrl(paymentId: string): string;
  /** Asks the gateway what became of a payment. */
  checkStatus(paymentId: string): Promise<GatewayStatus | undefined>;
}

/** Spec 9 payment codes paid through a gateway: online 1 (card brands), knet 4, benefit 5, apple pay 6, mada 7, pay with card 8, apple pay knet 9. */
const gatewayMethods: ReadonlySet<number> = new Set([1, 4, 5, 6, 7, 8, 9]);

/** Whether a payment code goes through the gateway; cash 2 and pay later 3 need none. */
export function paysOnline(paymentType: number): boolean {
  return gatewayMethods.has(paymentType);
}
