import { describe, expect, it } from "vitest";
import { businessSettingsSchema, pixelSchema } from "./business-settings.js";
import { businessSettingsOf, defaultBusinessSettings } from "./default-business-settings.js";
import { restaurantSchema } from "./restaurant.js";

describe("the business settings", () => {
  it("default to the spec's values: menu button opacity 0.43, cash first (spec 9)", () => {
    expect(businessSettingsSchema.parse(defaultBusinessSettings)).toEqual(defaultBusinessSettings);
    expect(defaultBusinessSettings.menu_button.opacity).toBe(0.43);
    expect(defaultBusinessSettings.default_cash).toBe(true);
  });

  it("are a business's own over the defaults, each named setting only", () => {
    const settings = businessSettingsOf({
      hide_price: true,
      menu_layout: "grid",
      extra: "ignored",
    } as Parameters<typeof businessSettingsOf>[0]);
    expect(settings).toEqual({ ...defaultBusinessSettings, hide_price: true, menu_layout: "grid" });
    expect(businessSettingsOf(null)).toEqual(defaultBusinessSettings);
    expect(businessSettingsOf(undefined)).not.toBe(defaultBusinessSettings);
  });

  it("are all restaurant fields, optional there so older answers still read", () => {
    for (const name of Object.keys(defaultBusinessSettings)) {
      expect(restaurantSchema.shape).toHaveProperty(name);
    }
  });

  it.each([
    ["a script URL as the logo", { logo: "javascript:alert(1)" }],
    ["a colour that breaks out of CSS", { image_bg_color: "red;} body{display:none" }],
    ["an opacity above 1", { menu_button: { opacity: 1.5 } }],
    ["a layout not offered", { menu_layout: "carousel" }],
    ["a phone not in E.164", { whatsapp_phone: "965 6000 1234" }],
    ["a gradient angle past a turn", { gradient: { from: "white", to: "black", angle: 400 } }],
  ])("refuse %s", (_case, change) => {
    expect(
      businessSettingsSchema.safeParse({ ...defaultBusinessSettings, ...change }).success,
    ).toBe(false);
  });

  it("take pixels of the spec's tracking providers 1 to 7 only (spec 9)", () => {
    expect(pixelSchema.safeParse({ provider: 7, id: "abc-123" }).success).toBe(true);
    expect(pixelSchema.safeParse({ provider: 8, id: "abc" }).success).toBe(false);
    expect(pixelSchema.safeParse({ provider: 1, id: "<script>" }).success).toBe(false);
  });
});
