import type { MenuDocumentCategory, MenuDocumentItem } from "@storefront/api-client";
import type { DemoBusiness } from "./demo-data.js";

// Words that make plausible dish names in both languages, combined by index.
const dishes = [
  ["Machboos", "مجبوس"],
  ["Shawarma", "شاورما"],
  ["Kebab", "كباب"],
  ["Mutabbaq", "مطبق"],
  ["Harees", "هريس"],
  ["Falafel", "فلافل"],
  ["Biryani", "برياني"],
  ["Tabbouleh", "تبولة"],
  ["Kunafa", "كنافة"],
  ["Lentil soup", "شوربة عدس"],
  ["Mixed grill", "مشاوي مشكلة"],
  ["Fattoush", "فتوش"],
] as const;
const styles = [
  ["Chicken", "دجاج"],
  ["Lamb", "لحم"],
  ["Fish", "سمك"],
  ["Vegetable", "خضار"],
  ["Shrimp", "روبيان"],
  ["Family", "عائلي"],
] as const;
const itemsPerCategory = 24;

/**
 * A large menu for benchmarks, the same for the same count: categories of 24 items with a
 * subcategory in every fifth, sizes on every fourth item, a modifier group on every seventh and a
 * description on most, priced in KWD between 0.500 and 12.475.
 * `generateMenuBusiness(2000).business.referenceId === "bench-2000"`
 */
export function generateMenuBusiness(itemCount: number): DemoBusiness {
  const categories: MenuDocumentCategory[] = [];
  for (let start = 0; start < itemCount; start += itemsPerCategory) {
    const index = categories.length;
    const items = Array.from({ length: Math.min(itemsPerCategory, itemCount - start) }, (_, n) =>
      generatedItem(start + n),
    );
    // Every fifth category puts its second half in a subcategory.
    const nested = index % 5 === 4 && items.length > 1;
    const half = Math.ceil(items.length / 2);
    categories.push({
      key: `category-${index}`,
      name: { en: `Section ${index + 1}`, ar: `قسم ${index + 1}` },
      items: nested ? items.slice(0, half) : items,
      ...(nested && {
        subcategories: [
          {
            key: `category-${index}-more`,
            name: { en: `More of section ${index + 1}`, ar: `المزيد من قسم ${index + 1}` },
            items: items.slice(half),
          },
        ],
      }),
    });
  }
  return {
    business: {
      referenceId: `bench-${itemCount}`,
      ownerUserId: 1_000_000 + itemCount,
      name: { en: `Benchmark Kitchen ${itemCount}`, ar: `مطبخ القياس ${itemCount}` },
      businessType: "restaurant",
      currency: "KWD",
      locales: ["ar", "en"],
      country: "KW",
      timeZone: "Asia/Kuwait",
      themeColor: null,
      themeAccentColor: null,
      themeBackgroundColor: null,
      darkMode: "auto",
      policies: [],
    },
    branches: [{ referenceId: `bench-${itemCount}-main`, name: { en: "Main", ar: "الرئيسي" } }],
    menu: { currency: "KWD", categories },
  };
}

function generatedItem(index: number): MenuDocumentItem {
  const [dishEn, dishAr] = dishes[index % dishes.length] ?? dishes[0];
  const [styleEn, styleAr] = styles[Math.floor(index / dishes.length) % styles.length] ?? styles[0];
  const fils = 500 + ((index * 37) % 480) * 25;
  const price = (amount: number) => (amount / 1000).toFixed(3);
  return {
    key: `item-${index}`,
    name: { en: `${styleEn} ${dishEn} ${index + 1}`, ar: `${dishAr} ${styleAr} ${index + 1}` },
    ...(index % 3 !== 0 && {
      description: {
        en: `${dishEn} with ${styleEn.toLowerCase()}, made fresh to order.`,
        ar: `${dishAr} مع ${styleAr}، يحضر طازجاً عند الطلب.`,
      },
    }),
    ...(index % 2 === 0 && { calories: 300 + (index % 9) * 50 }),
    ...(index % 4 === 1
      ? {
          pricingType: 1 as const,
          priceLabels: [
            { label: { en: "Regular", ar: "عادي" }, price: price(fils) },
            { label: { en: "Large", ar: "كبير" }, price: price(fils + 750) },
          ],
        }
      : { priceLabels: [{ label: { en: "One", ar: "واحد" }, price: price(fils) }] }),
    ...(index % 7 === 3 && {
      modifierGroups: [
        {
          name: { en: "Extras", ar: "إضافات" },
          minimum: 0,
          maximum: 2,
          modifiers: [
            { name: { en: "Cheese", ar: "جبن" }, price: "0.250" },
            { name: { en: "Garlic sauce", ar: "ثومية" }, price: "0.100" },
          ],
        },
      ],
    }),
  };
}
