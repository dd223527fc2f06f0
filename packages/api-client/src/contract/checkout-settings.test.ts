import { sellingTypes } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { checkoutSettingsSchema } from "./checkout-settings.js";
import { checkoutSettings, defaultCheckoutSettings } from "./default-checkout-settings.js";

describe("checkoutSettings", () => {
  it("the defaults hold every selling type of the domain's table, and pass the contract", () => {
    expect(sellingTypes.every((type) => type in defaultCheckoutSettings)).toBe(true);
    expect(checkoutSettingsSchema.safeParse(defaultCheckoutSettings).success).toBe(true);
  });

  it("lays a business's changes over each type's defaults", () => {
    const settings = checkoutSettings({ car_pickup: { show_car_info: false } });
    expect(settings.car_pickup).toEqual({
      ...defaultCheckoutSettings.car_pickup,
      show_car_info: false,
    });
    expect(settings.dine_in).toEqual(defaultCheckoutSettings.dine_in);
  });

  it("gives a selling type the business never set its defaults (one added after it saved)", () => {
    const { dine_in: _unset, ...saved } = checkoutSettings({ dine_in: { enabled: false } });
    expect(checkoutSettings(saved).dine_in).toEqual(defaultCheckoutSettings.dine_in);
  });
});
