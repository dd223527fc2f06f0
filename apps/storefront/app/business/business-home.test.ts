import { defaultCheckoutSettings, type Restaurant } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { businessHome } from "./business-home";

const restaurant: Restaurant = {
  user_id: 1,
  branch_id: 11,
  branch_name: { en: "Salmiya", ar: "السالمية" },
  branches: [
    { id: 10, name: { en: "Kuwait City", ar: "مدينة الكويت" }, reference_id: "demo-city" },
    { id: 11, name: { en: "Salmiya", ar: "السالمية" }, reference_id: "demo-salmiya" },
  ],
  reference_id: "demo",
  business_name: { en: "Demo Kitchen", ar: "مطبخ التجربة" },
  business_type: "restaurant",
  currency: "KWD",
  locales: ["ar", "en"],
  country: "KW",
  time_zone: "Asia/Kuwait",
  theme_color: "#0a5c36",
  theme_accent_color: null,
  theme_background_color: null,
  dark_mode: "off",
  policies: [],
  checkout: defaultCheckoutSettings,
};

describe("businessHome", () => {
  it("picks the texts of the interface language and marks the current branch", () => {
    expect(businessHome(restaurant, "ar")).toMatchObject({
      name: "مطبخ التجربة",
      branches: [
        { id: 10, name: "مدينة الكويت", current: false },
        { id: 11, name: "السالمية", current: true },
      ],
    });
  });

  it("falls back to the business's first language for a language it lacks", () => {
    expect(businessHome(restaurant, "fr").name).toBe("مطبخ التجربة");
  });

  it("keeps the business's colours and fills the rest with the spec's defaults", () => {
    expect(businessHome(restaurant, "en").theme).toMatchObject({
      colors: { primary: "#0a5c36", accent: "rgba(180,81,76,1)", background: "white" },
      darkMode: "off",
    });
  });
});
