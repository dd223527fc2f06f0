import { describe, expect, it } from "vitest";
import type { MenuDocumentCategory, MenuDocumentItem } from "@storefront/api-client";
import { loadDemo } from "./demo-data.js";

const { businesses: demoBusinesses } = await loadDemo();

/**
 * How each country's consumer prices show tax: Switzerland's include 8.1 % VAT, the UAE's include
 * 5 % VAT, Kuwait has none. A demo business's menu follows its country, on its items and on every
 * option with a price, and never adds a tax on top (exclusive taxes or a business tax rate).
 */
const countryTax: Record<string, { rate: string } | null> = {
  CH: { rate: "8.1" },
  AE: { rate: "5" },
  KW: null,
};

function itemsOf(categories: readonly MenuDocumentCategory[]): MenuDocumentItem[] {
  return categories.flatMap((category) => [
    ...category.items,
    ...itemsOf(category.subcategories ?? []),
  ]);
}

describe("the demo's taxes follow each business's country", () => {
  it("shows prices with the country's VAT inside, on items and priced options alike, and adds none", () => {
    for (const { business, menu, ordering } of demoBusinesses) {
      const expected = countryTax[business.country ?? ""];
      expect(expected, `${business.referenceId}: a country the demo knows`).not.toBeUndefined();
      const taxes = menu?.taxes ?? [];
      expect(ordering?.checkout.exclusive_tax_basis_points ?? 0, business.referenceId).toBe(0);
      if (expected === null || expected === undefined) {
        expect(taxes, `${business.referenceId} has no VAT`).toEqual([]);
        continue;
      }
      expect(
        taxes.map(({ rate, inclusive }) => ({ rate, inclusive })),
        business.referenceId,
      ).toEqual([{ rate: expected.rate, inclusive: true }]);
      const vat = taxes[0]?.key ?? "";
      for (const item of itemsOf(menu?.categories ?? [])) {
        expect(item.taxes ?? [], `${business.referenceId} ${item.key}`).toEqual([vat]);
        for (const group of item.modifierGroups ?? []) {
          for (const modifier of group.modifiers) {
            if (Number(modifier.price) === 0) continue;
            expect(modifier.taxes ?? [], `${item.key} ${modifier.name.en ?? ""}`).toEqual([vat]);
          }
        }
      }
    }
  });
});
