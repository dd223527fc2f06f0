import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { noteLabel, readyIn } from "./business-words";

// Spec 3: business_type and kitchen_label. The demo's spice shop and salon said "Note for the
// kitchen" and "Ready in about 240 min".
describe("words that fit the business", () => {
  const en = translate("en");
  const ar = translate("ar");

  it("names the note for the kitchen, the shop or the appointment by the business's type", () => {
    const note = (businessType: string) =>
      noteLabel({ businessType, kitchenLabel: null }, "en", en);
    expect(note("restaurant")).toBe("Note for the kitchen");
    expect(note("shop")).toBe("Note for the shop");
    expect(note("service")).toBe("Note for your appointment");
    expect(noteLabel({ businessType: "shop", kitchenLabel: null }, "ar", ar)).toBe("ملاحظة للمتجر");
  });

  it("uses the business's own kitchen_label in the interface language, else its type's words", () => {
    const cafe = {
      businessType: "restaurant",
      kitchenLabel: { de: "Wünsche an die Küche", en: "Wishes for the kitchen" },
    };
    expect(noteLabel(cafe, "en", en)).toBe("Wishes for the kitchen");
    expect(noteLabel(cafe, "ar", ar)).toBe("ملاحظة للمطبخ");
  });

  it("says long preparation times in hours or days, to the half", () => {
    expect(readyIn(20, "restaurant", "en", en)).toBe("Ready in about 20 minutes");
    expect(readyIn(240, "shop", "en", en)).toBe("Ready in about 4 hours");
    expect(readyIn(90, "restaurant", "en", en)).toBe("Ready in about 1.5 hours");
    expect(readyIn(2 * 24 * 60, "shop", "en", en)).toBe("Ready in about 2 days");
    expect(readyIn(240, "restaurant", "ar", ar)).toMatch(/^جاهز خلال [4٤] ساعات تقريباً$/);
  });

  it("says how long a service takes rather than when it is ready", () => {
    expect(readyIn(240, "service", "en", en)).toBe("Takes about 4 hours");
  });
});
