import { describe, expect, it } from "vitest";
import { consentState } from "./consent-state";

const meta = { provider: 1, id: "9" } as const;
const google = { provider: 2, id: "G-1" } as const;

describe("consentState", () => {
  it("asks nothing of a business without browser pixels", () => {
    expect(consentState([], null)).toBe("none");
    expect(consentState([], { choice: "granted", providers: [1] })).toBe("none");
  });

  it("asks until the customer answers", () => {
    expect(consentState([meta, google], null)).toBe("ask");
  });

  it("follows the answer", () => {
    expect(consentState([meta, google], { choice: "granted", providers: [1, 2] })).toBe("granted");
    expect(consentState([meta, google], { choice: "denied" })).toBe("denied");
  });

  it("asks again when the business added a provider the grant did not name", () => {
    expect(consentState([meta, google], { choice: "granted", providers: [1] })).toBe("ask");
    // A provider the business dropped since changes nothing.
    expect(consentState([meta], { choice: "granted", providers: [1, 2] })).toBe("granted");
  });
});
