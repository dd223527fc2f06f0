/** The channels a customer's phone is reached on (spec 1: "phone one-time code or a messaging-app code"). */
export type MessageChannel = "sms" | "whatsapp";

export interface OutgoingMessage {
  /** The business the message speaks for; null for the platform itself. */
  readonly businessId: number | null;
  readonly channel: MessageChannel;
  /** E.164. */
  readonly to: string;
  readonly text: string;
  readonly now: Date;
}

/**
 * The port every text to a customer's phone goes through (ARCHITECTURE.md, Accounts). The
 * default adapter keeps them in the `messages` table; an SMS or WhatsApp provider plugs in here.
 */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
