import { describe, expect, it } from "vitest";
import { menuItemView, menuSectionView } from "./menu.fixtures";
import { menuSectionsHtml, type MenuSectionsPart } from "./menu-sections-html.server";

const highlighted = (...args: Parameters<typeof menuSectionView>) => ({
  ...menuSectionView(...args),
  highlighted: true,
});

const part = (price: string, changes: Partial<MenuSectionsPart> = {}): MenuSectionsPart => ({
  sections: [
    highlighted(1, [
      menuItemView(10, {
        prices: [`${price} KWD`],
        quickAdd: {
          cartPath: "/demo/delivery/cart",
          categoryId: 1,
          priceLabelId: 100,
          quantity: 1,
          label: "Add Item 10",
        },
      }),
    ]),
  ],
  layout: "list",
  returnTo: "/demo/delivery?page=2",
  highlightedLabel: "Featured",
  structuredData: {
    businessType: "restaurant",
    businessName: "</script><b>",
    origin: "https://order.example",
    homePath: "/demo",
    menuPath: "/demo/delivery",
    menuName: "Delivery menu",
    language: "en",
    hidePrice: false,
  },
  ...changes,
});

describe("menuSectionsHtml (ADR 054)", () => {
  it("renders the cards as plain links and forms that come back to the page", () => {
    const { html } = menuSectionsHtml(part("1.250"));
    expect(html).toContain('<a class="menu-item__name" href="/demo/delivery/1/10">Item 10</a>');
    // The form comes back to the card on the page it was on, and posts the line in its button.
    expect(html).toContain(
      '<form method="post" action="/demo/delivery/cart?returnTo=%2Fdemo%2Fdelivery%3Fpage%3D2%23item-10"',
    );
    expect(html).toContain('name="add" value="10.1.100.1"');
    expect(html).toContain("1.250 KWD");
    expect(html).toContain('<a href="/demo/delivery/1">Section 1</a>');
    expect(html).toContain('<span class="menu-section__badge">Featured</span>');
  });

  it("writes the structured data so that no name can end its element", () => {
    const { html } = menuSectionsHtml(part("1.250"));
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain("\\u003c/script\\u003e\\u003cb\\u003e");
    expect(html).not.toContain("</script><b>");
    expect(html).toContain('"name":"Item 10"');
  });

  it("is the same part for the same sections, and another for anything they show differently", () => {
    const first = menuSectionsHtml(part("1.250"));
    expect(menuSectionsHtml(part("1.250"))).toEqual(first);
    const changed = [
      menuSectionsHtml(part("1.300")),
      menuSectionsHtml(part("1.250", { layout: "grid" })),
      menuSectionsHtml(part("1.250", { returnTo: "/demo/delivery" })),
      menuSectionsHtml(part("1.250", { highlightedLabel: "مميز" })),
      menuSectionsHtml(part("1.250", { structuredData: null })),
    ];
    for (const other of changed) {
      expect(other.key).not.toBe(first.key);
      expect(other.html).not.toBe(first.html);
    }
    expect(changed[0]!.html).toContain("1.300 KWD");
  });
});
