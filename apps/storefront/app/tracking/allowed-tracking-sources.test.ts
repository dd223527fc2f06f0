import { describe, expect, it } from "vitest";
import { allowedTrackingSources } from "./allowed-tracking-sources";
import { trackingSources } from "./provider-sources";

const granted = "tracking_consent_demo=granted.1.2";

describe("allowedTrackingSources (ADR 019: pixel hosts only where the customer accepted them)", () => {
  it("allows the accepted providers' hosts on the business's pages", () => {
    for (const path of ["/demo", "/demo/delivery", "/demo/delivery/3/1", "/demo.data"]) {
      expect(allowedTrackingSources(path, granted), path).toEqual({
        script: ["https://connect.facebook.net", "https://www.googletagmanager.com"],
        connect: [
          "https://www.facebook.com",
          "https://*.google-analytics.com",
          "https://*.analytics.google.com",
          "https://*.googletagmanager.com",
        ],
        image: [
          "https://www.facebook.com",
          "https://*.google-analytics.com",
          "https://*.googletagmanager.com",
        ],
      });
    }
  });

  it("allows nothing before an answer, after a refusal, or on another business's pages", () => {
    const none = { script: [], connect: [], image: [] };
    expect(allowedTrackingSources("/demo", undefined)).toEqual(none);
    expect(allowedTrackingSources("/demo", "tracking_consent_demo=denied")).toEqual(none);
    expect(allowedTrackingSources("/demo-shop", granted)).toEqual(none);
    expect(allowedTrackingSources("/", granted)).toEqual(none);
    expect(allowedTrackingSources("/resources/tracking-consent", granted)).toEqual(none);
  });

  it("names each provider's own hosts", () => {
    expect(trackingSources([3]).script).toEqual(["https://sc-static.net"]);
    expect(trackingSources([4])).toEqual({
      script: ["https://analytics.tiktok.com"],
      connect: ["https://analytics.tiktok.com"],
      image: ["https://analytics.tiktok.com"],
    });
  });
});
