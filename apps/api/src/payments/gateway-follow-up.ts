/** What the shop still has to ask of the gateway once its decision is written (ADR 034). */
export interface GatewayFollowUp {
  /** Give this payment back: its approval came for something already paid. */
  readonly refund: boolean;
  /** Withdraw these undecided attempts: another approval paid what they were for. */
  readonly voids: readonly string[];
}

/** A decision that leaves the gateway nothing to do. */
export const nothingToAsk: GatewayFollowUp = { refund: false, voids: [] };
