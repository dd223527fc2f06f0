import { flatbread, pastries, sandwich } from "../foods/breads.js";
import { soup, stew } from "../foods/bowls.js";
import { cup, glass } from "../foods/drinks.js";
import { chopped, leaves, slices } from "../foods/greens.js";
import { friedEggs, pieces } from "../foods/proteins.js";
import { pasta } from "../foods/rice.js";
import { drizzle, scatter } from "../foods/scatter.js";
import { cake, cakeSlice, squares } from "../foods/sweets.js";
import { at, dish, type Drawing, type Layer } from "../scene.js";
import { linen, stone, wood } from "../surfaces.js";
import { board, bowl, plate } from "../vessels.js";
import { left, right, smooth } from "./compose.js";

// A Zurich café: pale oak, white porcelain, a grey-blue linen.
const oak = wood("#c49a6c");
const linenBlue = linen("#dfe6ee", "#ffffff");
const marble = stone("#e9e7e2");
const butter = "#e3a550";

const croissant = (color: string, size = 0.75): Layer =>
  pastries(color, { shape: "croissant", count: 1, size });

/** The Zurich café's menu, by item key (apps/api/demo/menus/demo-zurich.json). */
export const limmatRiversideCafeDishes: Readonly<Record<string, Drawing>> = {
  espresso: cup(oak, "#3a2214", "crema", { small: true }),
  ristretto: cup(oak, "#2a170d", "crema", { small: true }),
  "cafe-creme": cup(oak, "#6a4024", "crema"),
  cappuccino: cup(oak, "#8a5a35", "cocoa"),
  "latte-macchiato": glass(marble, "#d9b48a", { ice: false, milky: true, straw: "" }),
  "flat-white": cup(oak, "#9a6233", "latte"),
  "chai-latte": cup(oak, "#c49060", "foam"),
  "hot-chocolate": cup(oak, "#5a3422", "cocoa"),
  tea: cup(oak, "#b86a2a", "clear", { side: "lemon" }),

  buttergipfeli: dish(marble, plate(), croissant(butter)),
  laugengipfel: dish(marble, plate(), croissant("#8a4a1e"), scatter("sesame", 14, 0.4)),
  nussgipfel: dish(marble, plate(), croissant("#c98a3a"), scatter("almonds", 8, 0.5)),
  schoggigipfeli: dish(marble, plate(), croissant(butter), drizzle("#4a2a1a", { width: 0.04 })),
  rueblitorte: dish(
    marble,
    plate(),
    cakeSlice("#d98a3a", "#f6efe0", { top: "#fbf6ea" }),
    at(slices("radish", { count: 1, size: 0.16 }), { dy: -0.45, scale: 0.6 }),
  ),
  apfelwaehe: dish(
    marble,
    plate(),
    cake("#e8c070", {
      border: "#d9a050",
      sponge: "#f3e0b0",
      topping: slices("onion", { count: 8, size: 0.22, spread: 0.7 }),
    }),
  ),
  "zuger-kirschtorte": dish(
    marble,
    plate(),
    cake("#f4e6d0", { border: "#e8c89a", sponge: "#f0c8c0", topping: scatter("almonds", 16, 0.8) }),
  ),

  birchermuesli: dish(
    linenBlue,
    bowl("#ffffff"),
    chopped(["#efe3c8", "#e2d0a8", "#f6efe0"], { count: 200 }),
    scatter("berries", 10, 0.6),
    scatter("almonds", 6, 0.6),
  ),
  "zopf-zmorge": dish(
    oak,
    board(),
    at(pastries("#c9823a", { shape: "torpedo", count: 1, size: 0.9 }), { dy: -0.2 }),
    at(smooth("#f6d06a"), { dx: 0.5, dy: 0.5, scale: 0.25 }),
    at(smooth("#b21e3b"), { dx: -0.5, dy: 0.5, scale: 0.25 }),
  ),
  "scrambled-eggs": dish(
    linenBlue,
    plate(),
    chopped(["#f3c64e", "#f8e08a", "#f6d56a"], { count: 200, fill: 0.6 }),
    scatter("parsley", 10, 0.6),
    right(flatbread("#d9a050", { spots: 6 }), 0.35),
  ),
  "avocado-toast": dish(
    linenBlue,
    board(),
    sandwich("#d9a050", ["#8ab04a", "#a8c46a", "#d3321f"], { shape: "toast" }),
    scatter("chili", 10, 0.6),
  ),
  "limmat-zmorge": dish(
    oak,
    board(),
    left(croissant(butter, 0.7), 0.6),
    right(squares("#f2d27a", { rows: 2, columns: 2, almond: false }), 0.45),
    at(friedEggs(1), { dy: 0.45, scale: 0.35 }),
  ),

  "zuercher-geschnetzeltes": dish(
    linenBlue,
    plate(),
    left(stew("#e9d2a6"), 0.6),
    left(pieces("#b88a5a", { count: 6, size: 0.18, spread: 0.5 }), 0.6),
    right(flatbread("#e2a850", { spots: 30 }), 0.5),
    scatter("parsley", 8),
  ),
  aelplermagronen: dish(
    linenBlue,
    bowl("#ffffff"),
    pasta("#f4dca0", "#f0e2c0"),
    scatter("fried-onion", 14, 0.6),
    at(smooth("#e8b04a"), { dx: 0.6, dy: 0.55, scale: 0.25 }),
  ),
  "soup-of-the-day": dish(
    linenBlue,
    bowl("#2f4858"),
    soup("#d4882f"),
    scatter("parsley", 8, 0.4),
    scatter("croutons", 4, 0.5),
  ),
  wurstkaesesalat: dish(
    linenBlue,
    plate(),
    slices("radish", { count: 7, size: 0.18 }),
    scatter("cheese", 14, 0.8),
    slices("onion", { count: 4, size: 0.12 }),
    scatter("parsley", 12),
  ),
  "quiche-of-the-day": dish(
    linenBlue,
    plate(),
    cake("#e9c46a", { border: "#c98a3a", sponge: "#f3dc8a", topping: scatter("parsley", 14, 0.8) }),
  ),
  "club-sandwich": dish(
    oak,
    board(),
    sandwich("#f0d9a8", ["#f0d060", "#d3321f", "#6fae3f", "#e8c0a0"], { shape: "toast" }),
  ),
  "green-salad": dish(
    linenBlue,
    bowl("#ffffff"),
    leaves(["#7bb24a", "#9bc26a", "#5b9a3a"], { count: 26 }),
    drizzle("#f4f0e0", { width: 0.025 }),
  ),

  rivella: glass(marble, "#e0b04a", { bubbles: true, straw: "" }),
  "mineral-water": glass(marble, "#dfeef5", { straw: "" }),
  "orange-juice": glass(marble, "#f39c1e", { fruit: "#f39c1e" }),
  "iced-tea": glass(marble, "#b8642a", { fruit: "#f2cf3b" }),
  suessmost: glass(marble, "#d9a03a", { ice: false, straw: "" }),
  lemonade: glass(marble, "#f4ec9a", { bubbles: true, fruit: "#f2cf3b" }),
};
