import { describe, expect, it } from "vitest";
import { i18nFor, addMessageBundle } from "./i18n";
import { withSingleFullStops } from "./single-full-stop";
import ar from "../locales/ar.json";
import en from "../locales/en.json";

describe("withSingleFullStops", () => {
  it("keeps one full stop where an amount's currency ends a sentence, an ellipsis as it is", () => {
    expect(withSingleFullStops("تم تطبيق الكوبون WELCOME10: خصم 0.635 د.ك..")).toBe(
      "تم تطبيق الكوبون WELCOME10: خصم 0.635 د.ك.",
    );
    expect(withSingleFullStops("Loading...")).toBe("Loading...");
    expect(withSingleFullStops("1.250 KWD.")).toBe("1.250 KWD.");
  });

  it("is applied to every composed message: the Arabic coupon and minimum-order sentences end in one full stop", () => {
    addMessageBundle("en", en);
    addMessageBundle("ar", ar);
    const t = i18nFor("ar").t;
    const applied = t("cart.couponApplied", { code: "WELCOME10", amount: "0.635 د.ك." });
    expect(applied.endsWith("د.ك.")).toBe(true);
    expect(applied).not.toContain("..");
    expect(t("checkout.minimumOrder", { amount: "3.000 د.ك." })).not.toContain("..");
  });
});
