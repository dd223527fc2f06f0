import type { InterfaceLanguage } from "@storefront/domain";
import type { GatewayStatus } from "../payment-gateway.js";

/** What the sandbox's hosted page says, in one language. */
export interface SandboxPageWords {
  readonly title: string;
  readonly heading: string;
  readonly note: string;
  readonly approve: string;
  readonly decline: string;
  readonly cancel: string;
  /** Said instead of the buttons once the payment is no longer waiting for its payer. */
  readonly decided: Readonly<Record<Exclude<GatewayStatus, "initiated">, string>>;
}

/** One group's words: only interface languages, each with every text. */
export type SandboxPageWordsGroup = Partial<Record<InterfaceLanguage, SandboxPageWords>>;
