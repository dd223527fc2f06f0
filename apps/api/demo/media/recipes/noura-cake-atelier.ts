import { scatter } from "../foods/scatter.js";
import { cake, heap } from "../foods/sweets.js";
import { drizzle } from "../foods/scatter.js";
import { dish, type Drawing } from "../scene.js";
import { stone } from "../surfaces.js";
import { plate, stand, tray } from "../vessels.js";

// A cake atelier at night: dark stone, white stands, rose and pistachio.
const night = stone("#241a17");

/** The cake atelier's cakes, by item key (apps/api/demo/menus/demo-cakes.json). */
export const nouraCakeAtelierDishes: Readonly<Record<string, Drawing>> = {
  "pistachio-rose-cake": dish(
    night,
    stand(),
    cake("#cfe0b0", {
      border: "#f6f1e4",
      sponge: "#b9d08a",
      topping: scatter("pomegranate", 14, 0.7),
    }),
    scatter("pistachio", 30, 0.4),
  ),
  "saffron-milk-cake": dish(
    night,
    stand(),
    cake("#f6e2b0", { border: "#fbf4e2", sponge: "#f0d090", topping: scatter("saffron", 24, 0.7) }),
  ),
  "date-cupcakes": dish(
    night,
    tray("#d9c4a0"),
    heap("#8a4a22", { count: 9, size: 0.2 }),
    drizzle("#f6efe0", { width: 0.025 }),
  ),
  "chocolate-gergean-box": dish(
    night,
    plate("#2e2623"),
    scatter("chocolate", 30, 0.85),
    scatter("almonds", 12, 0.8),
    scatter("pistachio", 20, 0.8),
  ),
};
