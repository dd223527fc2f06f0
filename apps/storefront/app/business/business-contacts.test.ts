import { describe, expect, it } from "vitest";
import { businessContacts } from "./business-contacts";
import { restaurantWith } from "./restaurant.fixtures";

describe("businessContacts", () => {
  it("is null for a business that gave no way to reach it", () => {
    expect(businessContacts(restaurantWith())).toBeNull();
  });

  it("links each way the business gave", () => {
    expect(
      businessContacts(
        restaurantWith({
          phone: "+96522250000",
          whatsapp_phone: "+96560001234",
          email: "orders@bait.example",
          social_links: [{ network: "instagram", url: "https://www.instagram.com/bait/" }],
        }),
      ),
    ).toEqual({
      phone: { href: "tel:+96522250000", number: "+96522250000" },
      whatsapp: { href: "https://wa.me/96560001234", number: "+96560001234" },
      email: { href: "mailto:orders@bait.example", address: "orders@bait.example" },
      socialLinks: [{ network: "instagram", url: "https://www.instagram.com/bait/" }],
    });
  });

  it("shows a business with only a WhatsApp number", () => {
    expect(businessContacts(restaurantWith({ whatsapp_phone: "+96599001122" }))).toMatchObject({
      phone: null,
      whatsapp: { href: "https://wa.me/96599001122" },
      email: null,
      socialLinks: [],
    });
  });
});
