// Demo menu of Noura Cake Atelier ("demo-cakes"): celebration cakes made to order in Kuwait, KWD,
// Arabic and English. Prices are hidden on its storefront (hide_price); orders are still priced.
import type { DemoMenu } from "./demo-menu.js";

export const nouraCakeAtelierMenu: DemoMenu = {
  tags: [
    { key: "eggless", name: { ar: "بدون بيض", en: "Eggless" } },
    { key: "contains-nuts", name: { ar: "يحتوي على مكسرات", en: "Contains nuts" } },
  ],
  ingredients: [
    { key: "pistachio", name: { ar: "فستق حلبي", en: "Pistachio" } },
    { key: "saffron", name: { ar: "زعفران", en: "Saffron" } },
    { key: "rose-water", name: { ar: "ماء الورد", en: "Rose water" } },
    { key: "dates", name: { ar: "تمر", en: "Dates" } },
    { key: "dark-chocolate", name: { ar: "شوكولاتة داكنة", en: "Dark chocolate" } },
    { key: "cream", name: { ar: "قشطة", en: "Cream" } },
  ],
  details: {
    "pistachio-rose-cake": {
      stickers: ["popular"],
      tags: ["contains-nuts"],
      ingredients: ["pistachio", "rose-water", "cream"],
      suggestions: ["date-cupcakes"],
    },
    "saffron-milk-cake": {
      stickers: ["chef_choice"],
      ingredients: ["saffron", "cream"],
      suggestions: ["pistachio-rose-cake"],
    },
    "date-cupcakes": { tags: ["eggless"], ingredients: ["dates", "cream"] },
    "chocolate-gergean-box": {
      stickers: ["seasonal"],
      tags: ["contains-nuts"],
      ingredients: ["dark-chocolate", "pistachio"],
    },
  },
  categories: [
    {
      key: "celebration-cakes",
      name: { ar: "كيك المناسبات", en: "Celebration cakes" },
      description: {
        ar: "تُخبز عند الطلب، تُستلم من المشغل",
        en: "Baked to order, collected from the atelier",
      },
      items: [
        {
          key: "pistachio-rose-cake",
          name: { ar: "كيكة الفستق وماء الورد", en: "Pistachio and Rose Cake" },
          description: {
            ar: "طبقات إسفنجية بكريمة الفستق ولمسة ماء الورد",
            en: "Sponge layers with pistachio cream and a touch of rose water",
          },
          types: ["car_pickup"],
          preparationMinutes: 240,
          // Known, but the atelier does not show calories (calories off).
          calories: 380,
          priceLabels: [
            { label: { ar: "8 أشخاص", en: "Serves 8" }, price: "14.000" },
            { label: { ar: "16 شخص", en: "Serves 16" }, price: "26.000" },
          ],
          pricingType: 1,
        },
        {
          key: "saffron-milk-cake",
          name: { ar: "كيكة الحليب بالزعفران", en: "Saffron Milk Cake" },
          description: {
            ar: "كيكة الحليب الثلاثي بالزعفران والهيل",
            en: "Three-milk cake with saffron and cardamom",
          },
          types: ["car_pickup"],
          preparationMinutes: 180,
          priceLabels: [{ label: { ar: "10 أشخاص", en: "Serves 10" }, price: "16.500" }],
        },
      ],
    },
    {
      key: "small-sweets",
      name: { ar: "حلويات صغيرة", en: "Small sweets" },
      items: [
        {
          key: "date-cupcakes",
          name: { ar: "كب كيك التمر", en: "Date Cupcakes" },
          types: ["car_pickup"],
          preparationMinutes: 60,
          priceLabels: [
            { label: { ar: "علبة 6 حبات", en: "Box of 6" }, price: "4.500", maximum: 20 },
          ],
        },
        {
          key: "chocolate-gergean-box",
          name: { ar: "علبة قرقيعان بالشوكولاتة", en: "Chocolate Gergean Box" },
          description: {
            ar: "شوكولاتة داكنة ومكسرات في علبة مزينة",
            en: "Dark chocolate and nuts in a decorated box",
          },
          types: ["car_pickup"],
          preparationMinutes: 60,
          priceLabels: [{ label: { ar: "علبة", en: "Box" }, price: "7.000", maximum: 50 }],
        },
      ],
    },
  ],
};
