import { describe, expect, it } from "vitest";
import { scriptJson } from "../security/script-json";
import { menuJsonLd, type MenuJsonLdInput } from "./menu-json-ld";
import { menuItemView as item, menuSectionView as section } from "./menu.fixtures";

const input: MenuJsonLdInput = {
  businessType: "restaurant",
  businessName: "Bait Al Kuwait Kitchen",
  origin: "https://order.example",
  homePath: "/demo",
  menuPath: "/demo/delivery",
  menuName: "Delivery menu",
  language: "en",
  hidePrice: false,
  sections: [],
};

describe("menuJsonLd (schema.org Restaurant and Menu)", () => {
  it("describes the business as a Restaurant whose Menu holds the page's sections and items", () => {
    const data = menuJsonLd({
      ...input,
      sections: [
        section(1, [item(11, { description: "Rice and lamb" })], [section(2, [item(21)])]),
      ],
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Bait Al Kuwait Kitchen",
      url: "https://order.example/demo",
      hasMenu: {
        "@type": "Menu",
        name: "Delivery menu",
        url: "https://order.example/demo/delivery",
        inLanguage: "en",
        hasMenuSection: [
          {
            "@type": "MenuSection",
            name: "Section 1",
            url: "https://order.example/demo/delivery/1",
            hasMenuItem: [
              {
                "@type": "MenuItem",
                name: "Item 11",
                description: "Rice and lamb",
                url: "https://order.example/demo/delivery/1/11",
                offers: { "@type": "Offer", price: "1.250", priceCurrency: "KWD" },
              },
            ],
            hasMenuSection: [
              {
                "@type": "MenuSection",
                name: "Section 2",
                url: "https://order.example/demo/delivery/2",
                hasMenuItem: [
                  {
                    "@type": "MenuItem",
                    name: "Item 21",
                    url: "https://order.example/demo/delivery/1/21",
                    offers: { "@type": "Offer", price: "1.250", priceCurrency: "KWD" },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  it("gives a range as an AggregateOffer, options as offers of their own, and no offer when none is known", () => {
    const data = menuJsonLd({
      ...input,
      sections: [
        section(1, [
          item(1, { offer: { currency: "KWD", lowest: "1.000", highest: "2.500" } }),
          item(2, {
            offer: { currency: "KWD", options: [{ name: "Large", price: "3.000" }] },
          }),
          item(3, { offer: null }),
        ]),
      ],
    }) as { hasMenu: { hasMenuSection: { hasMenuItem: Record<string, unknown>[] }[] } };
    const items = data.hasMenu.hasMenuSection[0]?.hasMenuItem ?? [];
    expect(items.map((menuItem) => menuItem.offers)).toEqual([
      { "@type": "AggregateOffer", lowPrice: "1.000", highPrice: "2.500", priceCurrency: "KWD" },
      [{ "@type": "Offer", name: "Large", price: "3.000", priceCurrency: "KWD" }],
      undefined,
    ]);
  });

  it("shows an item's picture by its absolute address", () => {
    const picture = { src: "https://media.example/dishes/hummus.webp", width: 4, height: 3 };
    const data = menuJsonLd({
      ...input,
      sections: [section(1, [item(1, { image: { ...picture, background: null } })])],
    });
    expect(JSON.stringify(data)).toContain('"image":"https://media.example/dishes/hummus.webp"');
  });

  it("gives no offers for a business that hides its prices", () => {
    const data = menuJsonLd({ ...input, hidePrice: true, sections: [section(1, [item(1)])] });
    expect(JSON.stringify(data)).not.toContain("Offer");
    expect(JSON.stringify(data)).toContain('"name":"Item 1"');
  });

  it("is written for a café as a CafeOrCoffeeShop, and not at all for a business without a menu of food", () => {
    expect(menuJsonLd({ ...input, businessType: "cafe" })?.["@type"]).toBe("CafeOrCoffeeShop");
    expect(menuJsonLd({ ...input, businessType: "service" })).toBeNull();
    expect(menuJsonLd({ ...input, businessType: "shop" })).toBeNull();
  });

  it("keeps an item named to break out of its script element as plain text", () => {
    const attack = "</script><script>alert(1)</script>";
    const data = menuJsonLd({ ...input, sections: [section(1, [item(1, { name: attack })])] });
    const json = scriptJson(data);
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(data);
  });
});
