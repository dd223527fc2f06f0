import { describe, expect, it } from "vitest";
import {
  forgetTrackingConsentCookie,
  readTrackingConsent,
  trackingConsentCookie,
} from "./consent-cookie";

describe("the consent cookie, one per business", () => {
  it("keeps a grant with the providers it was given for, and a refusal", () => {
    const grant = trackingConsentCookie("demo", { choice: "granted", providers: [1, 2] });
    expect(grant).toBe("tracking_consent_demo=granted.1.2; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(trackingConsentCookie("demo", { choice: "denied" })).toMatch(
      /^tracking_consent_demo=denied;/,
    );
  });

  it("reads back what it kept, for its own business only", () => {
    const header = "a=1; tracking_consent_demo=granted.1.2; tracking_consent_demo-shop=denied";
    expect(readTrackingConsent(header, "demo")).toEqual({ choice: "granted", providers: [1, 2] });
    expect(readTrackingConsent(header, "demo-shop")).toEqual({ choice: "denied" });
    expect(readTrackingConsent(header, "demo-cakes")).toBeNull();
    expect(readTrackingConsent(header, undefined)).toBeNull();
  });

  it("ignores values it did not write: no answer is no consent", () => {
    for (const value of ["granted", "granted.5", "granted.1.9", "yes", "granted.1.x", ""]) {
      expect(readTrackingConsent(`tracking_consent_demo=${value}`, "demo"), value).toBeNull();
    }
  });

  it("forgets the answer when the customer wants to choose again", () => {
    expect(forgetTrackingConsentCookie("demo")).toBe(
      "tracking_consent_demo=; Max-Age=0; Path=/; SameSite=Lax",
    );
  });
});
