import { describe, expect, it } from "vitest";
import { businessHome } from "./business-home";
import { restaurantWith } from "./restaurant.fixtures";

const restaurant = restaurantWith({ theme_color: "#0a5c36", dark_mode: "off" });

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
