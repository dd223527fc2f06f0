import { defaultCheckoutSettings, type Restaurant } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { chosenBranchCookie, readChosenBranch, withChosenBranch } from "./chosen-branch";

const restaurant: Restaurant = {
  user_id: 1,
  reference_id: "demo",
  business_name: { en: "Demo" },
  business_type: "restaurant",
  currency: "KWD",
  locales: ["en"],
  country: "KW",
  time_zone: "Asia/Kuwait",
  theme_color: null,
  theme_accent_color: null,
  theme_background_color: null,
  dark_mode: "auto",
  policies: [],
  checkout: defaultCheckoutSettings,
  branch_id: 1,
  branch_name: { en: "Salmiya" },
  branches: [
    { id: 1, name: { en: "Salmiya" }, reference_id: "demo-salmiya" },
    { id: 2, name: { en: "Sharq" }, reference_id: "demo-sharq" },
  ],
};

describe("the chosen branch", () => {
  it("is kept per business in a cookie for a year", () => {
    expect(chosenBranchCookie("demo", 2)).toBe(
      "branch_demo=2; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(readChosenBranch("a=1; branch_demo=2; branch_other=3", "demo")).toBe(2);
    expect(readChosenBranch("branch_other=3", "demo")).toBeNull();
    expect(readChosenBranch("branch_demo=2x", "demo")).toBeNull();
    expect(readChosenBranch(null, "demo")).toBeNull();
  });

  it("serves the business when it is one of its branches, and is ignored otherwise", () => {
    expect(withChosenBranch(restaurant, 2)).toMatchObject({
      branch_id: 2,
      branch_name: { en: "Sharq" },
    });
    expect(withChosenBranch(restaurant, 99)).toBe(restaurant);
    expect(withChosenBranch(restaurant, null)).toBe(restaurant);
  });
});
