import { createHmac } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { signWebhookBody, verifyWebhookSignature } from "./webhook-signature.js";

const secret = "whsec_test-secret";
const body =
  '{"id":"evt_7","type":"order.created","created_at":"2026-11-23T09:00:00.000Z","data":{}}';
const sentAt = new Date("2026-11-23T09:00:00Z");
const later = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);

describe("verifyWebhookSignature", () => {
  it("accepts the signature of the exact body within the tolerance", async () => {
    const header = await signWebhookBody(secret, body, sentAt);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await verifyWebhookSignature(secret, header, body, later(299), 300)).toBe(true);
    expect(await verifyWebhookSignature(secret, header, body, later(-60), 300)).toBe(true);
  });

  it("is Stripe's scheme: HMAC-SHA256 of `<t>.<body>` in hex", async () => {
    const header = await signWebhookBody(secret, body, sentAt);
    const t = Math.floor(sentAt.getTime() / 1000);
    const hex = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(header).toBe(`t=${t},v1=${hex}`);
  });

  it("refuses a stale signature, another secret, a changed body and a forged header", async () => {
    const header = await signWebhookBody(secret, body, sentAt);
    expect(await verifyWebhookSignature(secret, header, body, later(301), 300)).toBe(false);
    expect(await verifyWebhookSignature("whsec_other", header, body, sentAt, 300)).toBe(false);
    expect(await verifyWebhookSignature(secret, header, `${body} `, sentAt, 300)).toBe(false);
    // A fresh timestamp on an old signature: the signature covers the timestamp.
    const t = Math.floor(later(600).getTime() / 1000);
    const moved = header.replace(/^t=\d+/, `t=${t}`);
    expect(await verifyWebhookSignature(secret, moved, body, later(600), 300)).toBe(false);
    for (const forged of [undefined, "", "t=1", "v1=00", `t=x,${header.split(",")[1]}`]) {
      expect(await verifyWebhookSignature(secret, forged, body, sentAt, 300)).toBe(false);
    }
  });

  it("accepts any of several v1 signatures, as during a change of secret", async () => {
    const header = await signWebhookBody(secret, body, sentAt);
    const both = `${header},v1=${"0".repeat(64)}`;
    expect(await verifyWebhookSignature(secret, both, body, sentAt, 300)).toBe(true);
  });

  describe("properties", () => {
    test.prop([fc.string(), fc.string({ minLength: 1 }), fc.string({ minLength: 1 })])(
      "a body verifies with its own secret and never with another",
      async (text, key, other) => {
        const header = await signWebhookBody(key, text, sentAt);
        expect(await verifyWebhookSignature(key, header, text, sentAt, 0)).toBe(true);
        if (other !== key) {
          expect(await verifyWebhookSignature(other, header, text, sentAt, 0)).toBe(false);
        }
      },
    );
  });
});
