// What browsing the Zurich café shows beyond prices: its tags, ingredients, stickers and suggestions.
import type { DemoMenu } from "./demo-menu.js";

export const limmatRiversideCafeBrowsing: Pick<DemoMenu, "tags" | "ingredients" | "details"> = {
  tags: [
    { key: "vegetarian", name: { de: "Vegetarisch", en: "Vegetarian", fr: "Végétarien" } },
    { key: "vegan", name: { de: "Vegan", en: "Vegan", fr: "Végane" } },
    {
      key: "contains-nuts",
      name: { de: "Enthält Nüsse", en: "Contains nuts", fr: "Contient des noix" },
    },
  ],
  ingredients: [
    { key: "oats", name: { de: "Haferflocken", en: "Oats", fr: "Flocons d'avoine" } },
    { key: "apple", name: { de: "Apfel", en: "Apple", fr: "Pomme" } },
    { key: "yoghurt", name: { de: "Joghurt", en: "Yoghurt", fr: "Yaourt" } },
    { key: "hazelnuts", name: { de: "Haselnüsse", en: "Hazelnuts", fr: "Noisettes" } },
    { key: "almonds", name: { de: "Mandeln", en: "Almonds", fr: "Amandes" } },
    { key: "carrots", name: { de: "Rüebli", en: "Carrots", fr: "Carottes" } },
    { key: "veal", name: { de: "Kalbfleisch", en: "Veal", fr: "Veau" } },
    { key: "mushrooms", name: { de: "Champignons", en: "Mushrooms", fr: "Champignons" } },
    { key: "cream", name: { de: "Rahm", en: "Cream", fr: "Crème" } },
    { key: "potato", name: { de: "Kartoffeln", en: "Potatoes", fr: "Pommes de terre" } },
    {
      key: "mountain-cheese",
      name: { de: "Bergkäse", en: "Mountain cheese", fr: "Fromage d'alpage" },
    },
    { key: "avocado", name: { de: "Avocado", en: "Avocado", fr: "Avocat" } },
  ],
  details: {
    birchermuesli: {
      stickers: ["popular"],
      tags: ["vegetarian", "contains-nuts"],
      ingredients: ["oats", "yoghurt", "apple", "hazelnuts"],
      suggestions: ["cappuccino"],
    },
    nussgipfel: {
      tags: ["vegetarian", "contains-nuts"],
      ingredients: ["hazelnuts"],
      suggestions: ["cafe-creme"],
    },
    rueblitorte: {
      tags: ["vegetarian", "contains-nuts"],
      ingredients: ["carrots", "almonds"],
      suggestions: ["cafe-creme"],
    },
    "zuercher-geschnetzeltes": {
      stickers: ["chef_choice"],
      ingredients: ["veal", "mushrooms", "cream", "potato"],
      suggestions: ["green-salad"],
    },
    aelplermagronen: {
      tags: ["vegetarian"],
      ingredients: ["potato", "mountain-cheese", "apple"],
      suggestions: ["green-salad"],
    },
    "avocado-toast": { stickers: ["new"], tags: ["vegetarian"], ingredients: ["avocado"] },
    "green-salad": { tags: ["vegan"] },
  },
};
