import { fries, pastries } from "../foods/breads.js";
import { rice } from "../foods/rice.js";
import { scatter, type Garnish } from "../foods/scatter.js";
import { dates, heap } from "../foods/sweets.js";
import { dish, type Drawing, type Layer } from "../scene.js";
import { linen, wood } from "../surfaces.js";
import { bowl, tray } from "../vessels.js";
import { bowlsAround, smooth } from "./compose.js";

// A Dubai spice souk: spices heaped in brass and clay on dark wood and burlap.
const souk = wood("#5e3f2a");
const burlap = linen("#cdb48a", "#efe2c4");
const brass = "#c9a24a";
const clay = "#b8643a";

const seeds = (color: string): Layer => rice(color, { grains: 320 });
const spice = (vessel: string, ...layers: Layer[]): Drawing => dish(souk, bowl(vessel), ...layers);
const nuts = (garnish: Garnish): Drawing =>
  dish(burlap, bowl(clay), ...[0.95, 0.8, 0.6].map((spread) => scatter(garnish, 26, spread)));

/** The spice shop's goods, by item key (apps/api/demo/menus/demo-shop.json). */
export const alFahidiSpiceHouseDishes: Readonly<Record<string, Drawing>> = {
  saffron: spice(brass, smooth("#8a1a10"), scatter("saffron", 120, 0.95)),
  "green-cardamom": spice(
    clay,
    pastries("#8a9a4a", { shape: "boat", count: 12, size: 0.22, ring: 0.55 }),
    pastries("#7a8a3a", { shape: "boat", count: 6, size: 0.22, ring: 0.2 }),
  ),
  "black-pepper": spice(
    brass,
    heap("#2a2420", { count: 60, size: 0.07 }),
    heap("#3a302a", { count: 40, size: 0.07 }),
  ),
  "cumin-seeds": spice(clay, seeds("#8a6a3a")),
  "ceylon-cinnamon": dish(souk, tray(brass), fries("#8a4a22", 12)),
  turmeric: spice(brass, smooth("#e0a020"), scatter("paprika", 10, 0.5)),
  cloves: spice(clay, seeds("#4a2a1a")),
  sumac: spice(brass, smooth("#7d1f2c"), scatter("sumac", 60, 0.9)),
  loomi: spice(clay, heap("#6a4a2a", { count: 8, size: 0.22 })),

  "emirati-bzar": spice(brass, smooth("#8a5a2a"), scatter("cinnamon", 60, 0.9)),
  "machboos-mix": spice(clay, smooth("#b8642a"), scatter("paprika", 60, 0.9)),
  zaatar: spice(brass, smooth("#6a7a3a"), scatter("sesame", 80, 0.9), scatter("sumac", 30, 0.8)),
  "ras-el-hanout": spice(clay, smooth("#a8642a"), scatter("chili", 40, 0.9)),
  "biryani-masala": spice(brass, smooth("#9a4a1e"), scatter("cinnamon", 60, 0.9)),
  "seven-spices": spice(clay, smooth("#6a3a1e"), scatter("sesame", 20, 0.9)),
  "shawarma-spice": spice(brass, smooth("#c0602a"), scatter("paprika", 60, 0.9)),

  "medjool-dates": dish(burlap, bowl(brass), dates(7), dates(3)),
  "khalas-dates": dish(burlap, bowl(clay), dates(8), dates(4)),
  "sukkari-dates": dish(burlap, bowl(brass), heap("#c08a3a", { count: 10, size: 0.2 })),
  "ajwa-dates": dish(burlap, bowl(clay), heap("#2a1410", { count: 12, size: 0.18 })),
  "khenaizi-dates": dish(burlap, bowl(brass), dates(8), dates(5)),
  "fard-dates": dish(burlap, bowl(clay), dates(9)),
  "stuffed-dates": dish(burlap, bowl(brass), dates(7), scatter("almonds", 7, 0.55)),

  pistachios: nuts("pistachio"),
  cashews: nuts("almonds"),
  almonds: nuts("almonds"),
  "dried-apricots": dish(burlap, bowl(clay), heap("#f0a030", { count: 14, size: 0.17 })),
  "dried-figs": dish(burlap, bowl(brass), heap("#7a4a3a", { count: 10, size: 0.2 })),

  "assorted-dates-box": dish(
    souk,
    tray(brass),
    bowlsAround(
      [
        { color: "#f3efe7", layers: [dates(4)] },
        { color: "#f3efe7", layers: [heap("#c08a3a", { count: 5 })] },
        { color: "#f3efe7", layers: [heap("#2a1410", { count: 5 })] },
        { color: "#f3efe7", layers: [dates(4), scatter("almonds", 4, 0.5)] },
      ],
      { ring: 0.48, size: 0.44 },
    ),
  ),
  "spice-discovery-box": dish(
    souk,
    tray(brass),
    bowlsAround(
      ["#e0a020", "#7d1f2c", "#6a7a3a", "#b8642a", "#8a5a2a"].map((color) => ({
        color: "#f3efe7",
        layers: [smooth(color)],
      })),
      { ring: 0.55, size: 0.36 },
    ),
  ),
  "saffron-gift-tin": dish(souk, tray("#d9d3c8"), smooth("#8a1a10"), scatter("saffron", 160, 0.95)),
  "eid-hamper": dish(
    burlap,
    tray(brass),
    bowlsAround(
      [
        { color: "#f3efe7", layers: [dates(4)] },
        { color: clay, layers: [scatter("pistachio", 30, 0.8)] },
        { color: "#f3efe7", layers: [smooth("#e0a020")] },
        { color: clay, layers: [scatter("almonds", 12, 0.8)] },
      ],
      { ring: 0.48, size: 0.44 },
    ),
  ),
};
