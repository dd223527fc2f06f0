import type { MessageChannel, Messenger } from "./messenger.js";

/**
 * A Messenger that sends each message through its channel's provider (ADR 059): SMS through one,
 * WhatsApp through another; a channel without a provider goes to `fallback` (the outbox).
 * `channelMessenger({ sms: twilio }, outbox).send({ channel: "whatsapp", … })` writes the outbox.
 */
export function channelMessenger(
  providers: Partial<Record<MessageChannel, Messenger>>,
  fallback: Messenger,
): Messenger {
  return { send: (message) => (providers[message.channel] ?? fallback).send(message) };
}
