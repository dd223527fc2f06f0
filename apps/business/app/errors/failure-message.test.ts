import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { failureMessage, wordedFailureCodes } from "./failure-message";

const en = translate("en");
const ar = translate("ar");

describe("failureMessage", () => {
  it("words a move the order no longer allows", () => {
    expect(failureMessage({ code: "STATUS_TRANSITION_NOT_ALLOWED", message: "x" }, en)).toMatch(
      /can no longer/,
    );
  });

  it("says the order moved meanwhile on a conflict", () => {
    expect(failureMessage({ code: "CONFLICT", message: "x" }, en)).toMatch(/moved meanwhile/);
  });

  it("names the seconds to wait when too many tries were made", () => {
    const failure = { code: "RATE_LIMITED", message: "x", details: { retry_after_seconds: 27 } };
    expect(failureMessage(failure, en)).toContain("27");
    expect(failureMessage({ code: "RATE_LIMITED", message: "x" }, en)).not.toContain("{{");
  });

  it("has words for every worded code in both languages", () => {
    for (const code of wordedFailureCodes) {
      for (const t of [en, ar]) {
        expect(failureMessage({ code, message: "" }, t)).not.toMatch(/^errors\./);
      }
    }
  });

  it("shows the API's message for a code it does not word, or a generic one", () => {
    expect(failureMessage({ code: "SHOP_CLOSED", message: "Closed now" }, en)).toBe("Closed now");
    expect(failureMessage({ code: "SHOP_CLOSED", message: " " }, en)).toBe(en("errors.generic"));
  });
});
