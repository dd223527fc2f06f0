import { interfaceLanguages } from "@storefront/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statusMessage } from "./tell-customer.js";

const expectedAt = new Date("2026-11-28T16:45:00Z");

describe("statusMessage", () => {
  it("says the business, the order and the expected time in Kuwait's hour, in English and Arabic", () => {
    const order = { id: 1042, status: 1, expectedAt, reason: null };
    const say = (language: "en" | "ar") =>
      statusMessage({ language, businessName: "Grills", timeZone: "Asia/Kuwait", order });
    expect(say("en")).toBe("Grills: your order 1042 is accepted and expected at 7:45 PM.");
    expect(say("ar")).toBe("Grills: تم قبول طلبك رقم 1042. الوقت المتوقع: 7:45 م.");
  });

  it("adds the staff's reason to a rejection", () => {
    const order = { id: 7, status: 2, expectedAt: null, reason: "Out of rice" };
    expect(
      statusMessage({ language: "en", businessName: "Grills", timeZone: "Asia/Kuwait", order }),
    ).toBe("Grills: sorry, we could not take your order 7. Reason: Out of rice");
  });

  it("says nothing when a scheduled order becomes pending", () => {
    const order = { id: 7, status: 0, expectedAt: null, reason: null };
    expect(
      statusMessage({ language: "en", businessName: "Grills", timeZone: "Asia/Kuwait", order }),
    ).toBeNull();
  });

  it("in every language and status, names the business and the order and leaves no placeholder", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...interfaceLanguages),
        fc.constantFrom(1, 2, 3, 4, 5, 9),
        fc.boolean(),
        fc.option(fc.constantFrom("Out of rice", "نفد الأرز"), { nil: null }),
        (language, status, timed, reason) => {
          const text = statusMessage({
            language,
            businessName: "Bait Al Kuwait",
            timeZone: "Asia/Kuwait",
            order: { id: 31_337, status, expectedAt: timed ? expectedAt : null, reason },
          });
          expect(text).toContain("Bait Al Kuwait");
          expect(text).toContain("31337");
          expect(text).not.toMatch(/[{}]/);
          if (reason && (status === 2 || status === 9)) expect(text).toContain(reason);
          if (timed && status === 1) expect(text).toMatch(/\d{1,2}[:.]\d{2}/);
        },
      ),
    );
  });
});
