import { RequestFailure } from "../failures/request-failure.js";

/** The channels a customer's phone is reached on (spec 1: "phone one-time code or a messaging-app code"). */
export type MessageChannel = "sms" | "whatsapp";

export interface OutgoingMessage {
  /** The business the message speaks for; null for the platform itself. */
  readonly businessId: number | null;
  readonly channel: MessageChannel;
  /** E.164. */
  readonly to: string;
  readonly text: string;
  /** The interface language the text is written in (a WhatsApp template's language, ADR 059). */
  readonly language: string;
  readonly now: Date;
}

/**
 * The port every text to a customer's phone goes through (ARCHITECTURE.md, Accounts). The
 * default adapter keeps them in the `messages` table; an SMS or WhatsApp provider plugs in here
 * (ADR 059). A provider that does not take the text throws a 502 MESSAGE_NOT_SENT
 * (`messageNotSent`).
 */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/** The provider did not take the text: unreachable, or it refused it (a number it cannot reach). */
export function messageNotSent(provider: string, why: string): RequestFailure {
  return new RequestFailure(
    502,
    "MESSAGE_NOT_SENT",
    `The code could not be sent (${provider}: ${why}); please try again or use another channel.`,
  );
}
