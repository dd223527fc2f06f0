import { RequestFailure } from "../failures/request-failure.js";

/**
 * What a gateway says of a payment: initiated until the payer decides; voided when the shop
 * withdrew it undecided; refunded when the shop gave an approved payment back (ADR 034).
 */
export type GatewayStatus =
  "initiated" | "approved" | "declined" | "cancelled" | "voided" | "refunded";

/** A payment the server has recorded, as a gateway needs it to open its hosted page. */
export interface PaymentPage {
  /** Names the payment at the gateway too (ADR 013): its status is asked by this id. */
  readonly id: string;
  /** Spec 9's payment code: KNET, a card, … */
  readonly method: number;
  /** Minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  /** The interface language the page should speak. */
  readonly language: string;
  /** Where the payer goes back to; the gateway adds `?payment={id}`. */
  readonly returnUrl: string;
}

/**
 * The payment gateway port (ARCHITECTURE.md): a hosted page the customer pays on, the server's
 * own status check, the only thing that makes an order paid (ADR 013), and the two ways the shop
 * takes a payment back (ADR 034). A gateway that cannot be reached throws a 502
 * GATEWAY_UNAVAILABLE (`gatewayUnavailable`); nothing is decided on its silence.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * The address of the hosted page for a payment the server has recorded. A real gateway is asked
   * for it (ADR 058), so asking twice for one payment must not open a second payable page.
   */
  openPage(payment: PaymentPage): Promise<string>;
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

/** The gateway did not answer, or not in a way that can be read: the caller may retry. */
export function gatewayUnavailable(gateway: string, why: string): RequestFailure {
  return new RequestFailure(
    502,
    "GATEWAY_UNAVAILABLE",
    `The payment gateway is not answering (${gateway}: ${why}); please try again.`,
  );
}

/** Spec 9 payment codes paid through a gateway: online 1 (card brands), knet 4, benefit 5, apple pay 6, mada 7, pay with card 8, apple pay knet 9. */
const gatewayMethods: ReadonlySet<number> = new Set([1, 4, 5, 6, 7, 8, 9]);

/** Whether a payment code goes through the gateway; cash 2 and pay later 3 need none. */
export function paysOnline(paymentType: number): boolean {
  return gatewayMethods.has(paymentType);
}
