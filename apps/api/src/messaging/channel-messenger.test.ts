import { describe, expect, it } from "vitest";
import { channelMessenger } from "./channel-messenger.js";
import type { Messenger, OutgoingMessage } from "./messenger.js";

/** A messenger that keeps what it was asked to send. */
function keeping() {
  const sent: OutgoingMessage[] = [];
  const messenger: Messenger = { send: async (message) => void sent.push(message) };
  return { messenger, sent };
}

const message = (channel: "sms" | "whatsapp"): OutgoingMessage => ({
  businessId: 1,
  channel,
  to: "+96550000001",
  text: "Your code is 004217.",
  language: "en",
  now: new Date("2026-11-30T09:00:00Z"),
});

describe("channelMessenger (ADR 059)", () => {
  it("sends each channel through its provider, and a channel without one to the outbox", async () => {
    const sms = keeping();
    const outbox = keeping();
    const messenger = channelMessenger({ sms: sms.messenger }, outbox.messenger);
    await messenger.send(message("sms"));
    await messenger.send(message("whatsapp"));
    expect(sms.sent.map((sent) => sent.channel)).toEqual(["sms"]);
    expect(outbox.sent.map((sent) => sent.channel)).toEqual(["whatsapp"]);
  });
});
