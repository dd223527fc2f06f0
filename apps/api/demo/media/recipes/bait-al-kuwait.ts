import { cup, glass } from "../foods/drinks.js";
import { burger, flatbread, fries, pastries, sandwich } from "../foods/breads.js";
import { puree, soup, stew } from "../foods/bowls.js";
import { chopped, leaves, slices } from "../foods/greens.js";
import { chops, skewers } from "../foods/grills.js";
import { fish, fried, friedEggs, omelette, pieces, shrimp } from "../foods/proteins.js";
import { pasta, porridge, rice } from "../foods/rice.js";
import { drizzle, lemon, scatter } from "../foods/scatter.js";
import { cake, cakeSlice, dates, heap, scoops, shredded, squares } from "../foods/sweets.js";
import { at, dish, type Drawing, type Layer } from "../scene.js";
import { linen, stone, wood } from "../surfaces.js";
import { board, bowl, pan, plate, platter, tray } from "../vessels.js";
import { bowlsAround, left, middle, right, smooth } from "./compose.js";

// The tables each part of the menu is laid on, so a category reads as one set of photographs.
const cloth = linen("#e8dcc6");
const mezzeCloth = linen("#dfe3e0", "#f4efe6");
const sea = linen("#d9e3e6", "#f7f3ea");
const kidsCloth = linen("#f3dfb8", "#fdf6e8");
const oak = wood("#a8744a");
const walnut = wood("#6e4a32");
const slate = stone("#3a302c");
const sand = linen("#efe6d6", "#ffffff");

// Kuwaiti ceramics: cobalt, turquoise, terracotta and cream.
const cobalt = "#2f5d7c";
const turquoise = "#3f8a8a";
const terracotta = "#b8643a";
const cream = "#f3efe7";

const saffronRice = "#e0a43a";
const whiteRice = "#f4ecd6";
const chicken = "#b8692c";
const lamb = "#6e3822";
const hummus = "#e6cc98";

const machboos = (meat: Layer): Layer[] => [
  rice(saffronRice),
  meat,
  scatter("fried-onion", 14, 0.5),
  scatter("almonds", 8, 0.6),
  scatter("raisins", 10, 0.7),
  scatter("parsley", 8),
];
const dip = (color: string, ...garnish: Layer[]) => ({
  color: cream,
  layers: [puree(color), ...garnish],
});
const mezzeBowls = [
  dip(hummus, scatter("paprika", 12, 0.4)),
  dip("#cdb49a", scatter("pomegranate", 6, 0.5)),
  { color: cobalt, layers: [chopped(["#3f7d2c", "#5a9a3c", "#d3321f", "#f0e2b6"])] },
  dip("#b84a2a", scatter("pine-nuts", 6, 0.5)),
];
const wrap = (filling: readonly string[]) => sandwich("#e2bb7e", filling);
const burgerOnLeft = (bun: Layer): Layer => at(bun, { dx: -0.3, scale: 0.85 });

/** The Kuwaiti restaurant's dishes, by item key (apps/api/demo/menus/demo.json). */
export const baitAlKuwaitDishes: Readonly<Record<string, Drawing>> = {
  // Breakfast
  balaleet: dish(
    cloth,
    plate(),
    rice("#f0c75a", { grains: 180 }),
    at(omelette(), { dy: -0.1, scale: 0.6 }),
    scatter("saffron", 10, 0.8),
  ),
  chabab: dish(
    cloth,
    plate(),
    at(flatbread("#d9a05a", { spots: 10 }), { dx: -0.15, dy: 0.1, scale: 0.6 }),
    at(flatbread("#dca863", { spots: 10 }), { dx: 0.15, dy: -0.1, scale: 0.6 }),
    drizzle("#5a2a12"),
    scatter("sesame", 20, 0.5),
  ),
  "bedh-tamat": dish(
    cloth,
    pan(),
    stew("#c8452a"),
    chopped(["#f3c64e", "#f8e08a", "#e9a23a"], { fill: 0.7, count: 160 }),
    scatter("parsley", 8),
  ),
  shakshuka: dish(
    cloth,
    pan(),
    stew("#b8321d"),
    friedEggs(2),
    scatter("parsley", 10),
    scatter("chili", 10),
  ),
  nekhi: dish(
    cloth,
    bowl(turquoise),
    stew("#d7b27a"),
    scatter("chickpeas", 40, 0.9),
    scatter("cinnamon", 30, 0.6),
    lemon(),
  ),
  bajella: dish(
    cloth,
    bowl(terracotta),
    stew("#9a8a5a"),
    scatter("chickpeas", 34, 0.9),
    scatter("cinnamon", 40, 0.7),
    lemon("#c9d94a"),
  ),
  "foul-medames": dish(
    cloth,
    bowl(cobalt),
    puree("#8b6a3e", { swirl: false }),
    chopped(["#d3321f", "#3f7d2c"], { fill: 0.3, count: 40 }),
    scatter("parsley", 10, 0.7),
  ),
  "cheese-omelette": dish(
    cloth,
    plate(),
    omelette(),
    scatter("cheese", 6, 0.5),
    scatter("parsley", 8),
  ),
  "eggs-sujuk": dish(
    cloth,
    pan(),
    friedEggs(2),
    pieces("#8a2a1a", { count: 7, size: 0.13, spread: 0.7, glaze: 0.25 }),
  ),
  "halloumi-plate": dish(
    cloth,
    plate(),
    pieces("#efe2c0", { count: 4, size: 0.26, spread: 0.35, glaze: 0.1 }),
    slices("tomato", { count: 3, spread: 0.85 }),
    scatter("mint", 6),
  ),
  "labneh-zaatar": dish(
    cloth,
    plate(cream),
    puree("#f6f1e4"),
    scatter("parsley", 60, 0.45),
    scatter("olives", 5, 0.9),
  ),
  "lamb-liver": dish(
    cloth,
    pan(),
    pieces("#5a2418", { count: 9, size: 0.16, spread: 0.55 }),
    scatter("chili", 12),
    scatter("parsley", 10),
    lemon(),
  ),
  "tannour-cheese": dish(
    oak,
    board(),
    flatbread("#e2b36a", { scale: 1 }),
    scatter("cheese", 10, 0.6),
    scatter("sesame", 30),
  ),
  "kuwaiti-breakfast-tray": dish(
    walnut,
    tray(),
    middle(friedEggs(1), 0.45),
    bowlsAround(
      [
        dip("#f6f1e4", scatter("olives", 3)),
        { color: cream, layers: [rice("#f0c75a", { grains: 80 })] },
        dip(hummus),
        { color: cobalt, layers: [stew("#d7b27a"), scatter("chickpeas", 10)] },
        { color: cream, layers: [scatter("olives", 8, 0.7)] },
      ],
      { ring: 0.62, size: 0.3 },
    ),
  ),

  // Cold mezze
  hummus: dish(
    mezzeCloth,
    bowl(cobalt),
    puree(hummus),
    scatter("chickpeas", 5, 0.25),
    scatter("paprika", 30, 0.5),
    scatter("parsley", 6, 0.5),
  ),
  moutabal: dish(
    mezzeCloth,
    bowl(cream),
    puree("#cdb49a"),
    scatter("pomegranate", 14, 0.6),
    scatter("parsley", 6, 0.5),
  ),
  "baba-ghanoush": dish(
    mezzeCloth,
    bowl(turquoise),
    chopped(["#8a6a4a", "#d3321f", "#5a9a3c", "#c9a88a", "#7a5a3a"]),
    scatter("pomegranate", 12),
  ),
  muhammara: dish(
    mezzeCloth,
    bowl(cream),
    puree("#b84a2a"),
    scatter("almonds", 6, 0.5),
    scatter("parsley", 5, 0.6),
  ),
  "labneh-garlic": dish(mezzeCloth, bowl(terracotta), puree("#f7f3ea"), scatter("mint", 5, 0.5)),
  "warak-enab": dish(
    mezzeCloth,
    plate(),
    pastries("#5e6b2f", { shape: "torpedo", count: 8, ring: 0.45, size: 0.22 }),
    lemon("#f2cf3b", "left"),
  ),
  "mixed-pickles": dish(
    mezzeCloth,
    bowl(cream),
    slices("radish", { count: 6 }),
    slices("cucumber", { count: 5 }),
    scatter("olives", 6),
    scatter("chili", 6),
  ),
  "laban-khiyar": dish(
    mezzeCloth,
    bowl(cobalt),
    soup("#f5f2ea", { swirl: null }),
    slices("cucumber", { count: 5, size: 0.12, spread: 0.6 }),
    scatter("mint", 6),
  ),
  "cold-mezze-platter": dish(
    mezzeCloth,
    platter(),
    bowlsAround(mezzeBowls, { ring: 0.5, size: 0.42 }),
  ),

  // Hot mezze
  falafel: dish(
    mezzeCloth,
    plate(),
    pastries("#7a4a22", { shape: "ball", count: 7, ring: 0.55, size: 0.3 }),
    middle(puree("#eadcbc", { oil: false }), 0.35),
    scatter("parsley", 6),
  ),
  "cheese-samboosa": dish(
    mezzeCloth,
    plate(),
    pastries("#e0a552", { count: 6 }),
    scatter("parsley", 4),
  ),
  "meat-samboosa": dish(
    mezzeCloth,
    plate(),
    pastries("#c9823a", { count: 5, size: 0.28 }),
    lemon(),
  ),
  "fried-kibbeh": dish(
    mezzeCloth,
    plate(),
    pastries("#7a3f1e", { shape: "torpedo", count: 6, size: 0.28 }),
    middle(puree("#f6f1e4"), 0.3),
  ),
  "batata-harra": dish(
    mezzeCloth,
    bowl(terracotta),
    fried("#e3a94a", { count: 16 }),
    scatter("parsley", 16),
    scatter("chili", 12),
  ),
  "french-fries": dish(oak, plate(), fries()),
  "chicken-liver": dish(
    mezzeCloth,
    pan(),
    pieces("#6a2a1c", { count: 9, size: 0.15, spread: 0.55 }),
    drizzle("#3a1010"),
    scatter("parsley", 10),
  ),
  "spinach-fatayer": dish(
    mezzeCloth,
    plate(),
    pastries("#d9a552", { count: 5, size: 0.3 }),
    scatter("sumac", 20),
  ),
  "hummus-lahma": dish(
    mezzeCloth,
    bowl(cream),
    puree(hummus),
    pieces("#7a3a1e", { count: 7, size: 0.12, spread: 0.3 }),
    scatter("pine-nuts", 10, 0.4),
  ),

  // Soups and salads
  "lentil-soup": dish(
    oak,
    bowl(cobalt),
    soup("#e0932e", { swirl: "#f5c26b" }),
    scatter("croutons", 5, 0.5),
    lemon(),
  ),
  "habb-soup": dish(
    oak,
    bowl(cream),
    soup("#e6d3a8", { swirl: null }),
    scatter("parsley", 10, 0.6),
  ),
  "chicken-cream-soup": dish(
    oak,
    bowl(turquoise),
    soup("#efe2c2"),
    scatter("parsley", 8, 0.6),
    scatter("croutons", 4, 0.6),
  ),
  "seafood-soup": dish(
    oak,
    bowl(cream),
    soup("#d86a3a", { swirl: null }),
    shrimp({ count: 4, spread: 0.4, size: 0.14 }),
    scatter("parsley", 6),
  ),
  fattoush: dish(
    oak,
    bowl("#ffffff"),
    leaves(),
    slices("tomato", { count: 5 }),
    slices("cucumber", { count: 5 }),
    scatter("croutons", 9),
    scatter("sumac", 40),
  ),
  tabbouleh: dish(
    oak,
    bowl(cream),
    chopped(["#3f7d2c", "#5a9a3c", "#2f6a25", "#d3321f", "#f0e2b6"]),
    lemon(),
  ),
  "arabic-salad": dish(
    oak,
    bowl(cobalt),
    slices("tomato", { count: 7, size: 0.18 }),
    slices("cucumber", { count: 7 }),
    slices("onion", { count: 3 }),
    scatter("parsley", 14),
  ),
  "rocca-salad": dish(
    oak,
    plate(),
    leaves(["#3f6f2a", "#4f8a34", "#5c9a3e"], { count: 34, size: 0.16 }),
    scatter("cheese", 5, 0.5),
    scatter("pomegranate", 12),
  ),
  "halloumi-salad": dish(
    oak,
    plate(),
    leaves(),
    pieces("#efe2c0", { count: 4, size: 0.2, spread: 0.3, glaze: 0.1 }),
    slices("tomato", { count: 3 }),
  ),
  "caesar-salad": dish(
    oak,
    bowl("#ffffff"),
    leaves(["#9bc26a", "#b6d486", "#86b055"]),
    scatter("croutons", 10),
    scatter("cheese", 6),
    drizzle("#f6f0dc", { width: 0.03 }),
  ),

  // Machboos and rice
  "machboos-dajaj": dish(
    cloth,
    platter(),
    ...machboos(pieces(chicken, { count: 2, size: 0.34, spread: 0.3 })),
  ),
  "machboos-laham": dish(
    cloth,
    platter(),
    ...machboos(pieces(lamb, { count: 3, size: 0.28, spread: 0.35 })),
  ),
  "quzi-rice": dish(
    cloth,
    platter(),
    rice(saffronRice),
    pieces(lamb, { count: 1, size: 0.55 }),
    scatter("almonds", 10, 0.85),
    scatter("raisins", 12, 0.85),
    scatter("pine-nuts", 10, 0.85),
  ),
  harees: dish(cloth, bowl(cobalt), porridge("#efe3c8"), scatter("cinnamon", 30, 0.5)),
  jareesh: dish(cloth, bowl(terracotta), porridge("#e2d0a8"), scatter("fried-onion", 12, 0.5)),
  marqooq: dish(
    cloth,
    bowl(cream),
    stew("#c8662a"),
    pieces("#e8c88f", { count: 5, size: 0.2, spread: 0.5, glaze: 0.2 }),
    slices("cucumber", { count: 3, size: 0.12 }),
    pieces(lamb, { count: 2, size: 0.16, spread: 0.2 }),
  ),
  "tashreeb-laham": dish(
    cloth,
    bowl(turquoise),
    stew("#b05a2a"),
    pieces("#e8c88f", { count: 4, size: 0.22, spread: 0.5, glaze: 0.2 }),
    pieces(lamb, { count: 2, size: 0.18, spread: 0.15 }),
  ),
  "biryani-dajaj": dish(
    cloth,
    platter(),
    rice("#e9b85a"),
    rice("#f6efdc", { fill: 0.6, grains: 60 }),
    pieces(chicken, { count: 3, size: 0.24 }),
    scatter("fried-onion", 16, 0.6),
    scatter("mint", 6),
  ),
  "biryani-laham": dish(
    cloth,
    platter(),
    rice("#e6a84a"),
    rice("#f6efdc", { fill: 0.5, grains: 50 }),
    pieces(lamb, { count: 3, size: 0.24 }),
    scatter("fried-onion", 16, 0.6),
  ),
  "mandi-dajaj": dish(
    cloth,
    platter(),
    rice("#f0d9a2"),
    pieces("#c0703a", { count: 2, size: 0.34, spread: 0.3, glaze: 0.45 }),
    scatter("raisins", 10),
    scatter("pine-nuts", 12),
  ),
  maqlooba: dish(
    cloth,
    plate(),
    rice("#d9a04a"),
    pieces("#4a2a3a", { count: 6, size: 0.18, spread: 0.6, glaze: 0.2 }),
    scatter("pine-nuts", 14, 0.5),
    scatter("parsley", 6),
  ),
  "bamia-rice": dish(
    cloth,
    plate(),
    left(rice(whiteRice), 0.6),
    right(stew("#8a3a1e"), 0.55),
    right(slices("cucumber", { count: 8, size: 0.14 }), 0.5),
  ),

  // Grills
  "chefs-special-mixed-grill": dish(
    walnut,
    board(),
    flatbread("#e9c98f", { scale: 1 }),
    skewers("#8a4a24", { count: 4, extras: ["#d3321f", "#6fae3f"] }),
  ),
  "shish-tawook": dish(
    walnut,
    plate(),
    skewers("#e0a050", { count: 3, extras: ["#d3321f"] }),
    at(smooth("#fbf8f0"), { dx: 0.55, dy: 0.6, scale: 0.25 }),
  ),
  "lamb-kebab": dish(
    walnut,
    board(),
    flatbread("#e9c98f", { scale: 1 }),
    skewers("#7a3a1e", { count: 3, minced: true }),
    slices("onion", { count: 4, size: 0.1, spread: 0.9 }),
    scatter("sumac", 30, 0.9),
  ),
  "lamb-tikka": dish(
    walnut,
    plate(),
    skewers("#8a4424", { count: 3, extras: ["#d3321f", "#6a9a3a"] }),
  ),
  "lamb-chops": dish(walnut, plate(), chops(), scatter("parsley", 8), lemon("#f2cf3b", "left")),
  "chicken-tikka": dish(
    walnut,
    plate(),
    skewers("#d0702a", { count: 3, extras: ["#e9d27a", "#6a9a3a"] }),
    lemon(),
  ),
  "grilled-chicken": dish(
    walnut,
    plate(),
    pieces("#c06a2a", { count: 1, size: 0.6, glaze: 0.45 }),
    lemon(),
  ),
  "kebab-karaz": dish(
    walnut,
    bowl(cream),
    stew("#7a1a2a"),
    pastries("#6a3020", { shape: "ball", count: 8, size: 0.22, ring: 0.45 }),
    scatter("pine-nuts", 8, 0.5),
  ),
  "kofta-tahini": dish(
    walnut,
    pan(),
    puree("#e6d3b0", { swirl: false }),
    pastries("#7a3a1e", { shape: "torpedo", count: 5, size: 0.3, ring: 0.4 }),
    scatter("pine-nuts", 12),
    scatter("parsley", 8),
  ),
  "grilled-wings": dish(walnut, plate(), fried("#b85a24", { count: 8, shape: "wing" }), lemon()),
  "liver-skewers": dish(walnut, plate(), skewers("#5a2418", { count: 4 }), lemon()),
  "kebab-khashkhash": dish(
    walnut,
    plate(),
    stew("#c8402a"),
    skewers("#8a3a1e", { count: 2, minced: true }),
    scatter("parsley", 8),
  ),

  // Seafood
  zubaidi: dish(sea, plate(), fish("#c9c2b2"), lemon(), scatter("parsley", 6)),
  "mutabbaq-zubaidi": dish(
    sea,
    platter(),
    rice(saffronRice),
    fish("#c9b49a", { length: 1.3 }),
    scatter("fried-onion", 10, 0.7),
  ),
  "machboos-rubyan": dish(
    sea,
    platter(),
    rice(saffronRice),
    shrimp({ count: 7 }),
    scatter("parsley", 8),
    scatter("fried-onion", 8, 0.4),
  ),
  "sobaity-grilled": dish(sea, platter(), fish("#a8a090"), lemon(), scatter("parsley", 8)),
  "hamour-by-weight": dish(sea, platter(), fish("#b89070", { length: 1.7 }), lemon("#c9d94a")),
  "grilled-shrimp": dish(
    sea,
    plate(),
    shrimp({ count: 8, spread: 0.5 }),
    lemon(),
    scatter("parsley", 8),
  ),
  "fried-calamari": dish(sea, plate(), fried("#e0ac5a", { count: 12, shape: "ring" }), lemon()),
  "safi-fried": dish(sea, plate(), fish("#c98a3a"), lemon()),
  "muhammar-fish": dish(
    sea,
    platter(),
    rice("#b8773a"),
    fish("#9a8a70", { length: 1.3 }),
    scatter("raisins", 8),
  ),
  sayadiyah: dish(
    sea,
    platter(),
    rice("#a8703a"),
    pieces("#e8d8bc", { count: 3, size: 0.26, spread: 0.3, glaze: 0.2 }),
    scatter("fried-onion", 20, 0.6),
    scatter("pine-nuts", 10),
  ),

  // Sandwiches
  "shawarma-dajaj": dish(
    oak,
    board(),
    left(wrap(["#d9a050", "#f7f1e1", "#6fae3f", "#f0d060"]), 0.8),
    right(fries(), 0.45),
  ),
  "shawarma-laham": dish(
    oak,
    board(),
    left(wrap(["#7a3a1e", "#d3321f", "#6fae3f", "#8d3a72"]), 0.8),
    right(fries(), 0.45),
  ),
  "falafel-sandwich": dish(oak, board(), wrap(["#7a4a22", "#6fae3f", "#d3321f", "#f3ead2"])),
  "zinger-sandwich": dish(
    oak,
    board(),
    burgerOnLeft(burger("#d08a3a", { chicken: true })),
    right(fries(), 0.5),
  ),
  "beef-burger": dish(oak, board(), burgerOnLeft(burger()), right(fries(), 0.5)),
  "chicken-burger": dish(
    oak,
    board(),
    burgerOnLeft(burger("#c9853d", { chicken: true })),
    right(slices("tomato", { count: 3 }), 0.5),
  ),
  "tawook-sandwich": dish(
    oak,
    board(),
    sandwich("#d9a86a", ["#e0a050", "#6fae3f", "#f7f1e1"], { shape: "bun" }),
  ),
  "kebab-sandwich": dish(
    oak,
    board(),
    wrap(["#7a3a1e", "#8d3a72", "#3f7d2c"]),
    scatter("sumac", 20),
  ),
  "halloumi-sandwich": dish(
    oak,
    board(),
    sandwich("#e9c48a", ["#f3ead2", "#d3321f", "#3f8a3a"], { shape: "toast" }),
  ),
  "liver-sandwich": dish(
    oak,
    board(),
    sandwich("#d9a86a", ["#5a2418", "#6fae3f", "#d3321f"], { shape: "bun" }),
  ),
  "fish-fillet-sandwich": dish(
    oak,
    board(),
    burgerOnLeft(burger("#d9a050", { chicken: true })),
    right(lemon(), 0.8),
  ),
  "club-sandwich": dish(
    oak,
    board(),
    sandwich("#f0d9a8", ["#f0d060", "#d3321f", "#6fae3f", "#e8c0a0"], { shape: "toast" }),
  ),
  arayes: dish(
    oak,
    board(),
    pastries("#b8773a", { count: 6, size: 0.3 }),
    middle(puree("#fbf8f0", { oil: false }), 0.25),
  ),

  // Family platters
  "family-machboos-dajaj": dish(
    walnut,
    tray(),
    ...machboos(pieces(chicken, { count: 4, size: 0.24, spread: 0.4 })),
  ),
  "family-machboos-laham": dish(
    walnut,
    tray(),
    ...machboos(pieces(lamb, { count: 4, size: 0.22, spread: 0.4 })),
  ),
  "family-mixed-grill": dish(
    walnut,
    tray(),
    flatbread("#e9c98f", { scale: 1 }),
    skewers("#8a4a24", { count: 5, extras: ["#d3321f", "#6fae3f"] }),
  ),
  "quzi-pre-order": dish(
    walnut,
    tray(),
    rice(saffronRice),
    pieces(lamb, { count: 1, size: 0.6 }),
    scatter("almonds", 14, 0.9),
    scatter("raisins", 16, 0.9),
    scatter("pine-nuts", 12, 0.9),
  ),
  "family-seafood": dish(
    walnut,
    tray(),
    rice(saffronRice),
    at(fish("#b89070"), { dy: -0.2, scale: 0.8 }),
    at(shrimp({ count: 6 }), { dy: 0.35, scale: 0.6 }),
  ),
  "family-mezze": dish(
    walnut,
    tray(),
    bowlsAround([...mezzeBowls, dip("#f7f3ea", scatter("mint", 3))], { ring: 0.55, size: 0.36 }),
    middle(scatter("olives", 6, 0.5), 0.5),
  ),
  "family-shawarma-box": dish(
    walnut,
    board(),
    at(wrap(["#d9a050", "#f7f1e1", "#6fae3f"]), { dy: -0.15, scale: 0.75 }),
    at(fries(), { dy: 0.45, scale: 0.45 }),
  ),

  // Friday specials
  "friday-feast": dish(
    walnut,
    tray(),
    rice(saffronRice),
    pieces(lamb, { count: 3, size: 0.22, spread: 0.3 }),
    bowlsAround(
      [dip(hummus), { color: cobalt, layers: [leaves(undefined, { count: 8 })] }, dip("#cdb49a")],
      { ring: 0.75, size: 0.24 },
    ),
  ),
  "lamb-shank-machboos": dish(
    cloth,
    platter(),
    rice(saffronRice),
    chops(lamb, 2),
    scatter("fried-onion", 10, 0.6),
    scatter("almonds", 8),
  ),
  "dajaj-mahshi": dish(
    cloth,
    platter(),
    rice(saffronRice),
    pieces("#c8823a", { count: 1, size: 0.5, glaze: 0.5 }),
    scatter("raisins", 12, 0.9),
    scatter("almonds", 10, 0.9),
  ),
  "fish-biryani": dish(
    cloth,
    platter(),
    rice("#e9b85a"),
    pieces("#e8d0a8", { count: 3, size: 0.22, glaze: 0.3 }),
    scatter("fried-onion", 14, 0.6),
    scatter("mint", 6),
  ),
  asida: dish(cloth, bowl(cobalt), porridge("#c9883a"), scatter("saffron", 12, 0.5)),

  // Kids
  "kids-nuggets": dish(
    kidsCloth,
    plate(),
    left(fried("#e0a552", { count: 6 }), 0.75),
    right(fries(), 0.5),
  ),
  "kids-burger": dish(kidsCloth, plate(), burgerOnLeft(burger()), right(fries(), 0.5)),
  "kids-machboos": dish(
    kidsCloth,
    plate(),
    rice(saffronRice),
    pieces(chicken, { count: 1, size: 0.36 }),
  ),
  "kids-pasta": dish(kidsCloth, bowl("#e9a23a"), pasta(), scatter("cheese", 6, 0.4)),
  "kids-fish-fingers": dish(
    kidsCloth,
    plate(),
    left(fried("#e0a552", { count: 5, shape: "finger" }), 0.7),
    right(fries(), 0.5),
    lemon(),
  ),
  "kids-birthday-box": dish(
    kidsCloth,
    plate(),
    cake("#f6c6d8", { slice: false, topping: scatter("berries", 10, 0.6) }),
  ),

  // Desserts
  lugaimat: dish(
    slate,
    bowl(cream),
    heap("#d38a2a", { count: 14 }),
    drizzle("#5a2a12"),
    scatter("sesame", 30, 0.6),
  ),
  kunafa: dish(slate, plate(), shredded(), scatter("pistachio", 60, 0.35)),
  "umm-ali": dish(
    slate,
    bowl(terracotta),
    smooth("#e8d2a6"),
    scatter("almonds", 8),
    scatter("pistachio", 20),
    scatter("coconut", 30),
    scatter("raisins", 8),
  ),
  muhallabia: dish(
    slate,
    bowl(cobalt),
    smooth("#f7f1e4"),
    scatter("pistachio", 40, 0.35),
    scatter("pomegranate", 6, 0.4),
  ),
  sago: dish(
    slate,
    bowl(cream),
    smooth("#e2a04a"),
    scatter("sesame", 60, 0.8),
    scatter("saffron", 8, 0.5),
  ),
  "date-cake": dish(
    slate,
    plate(),
    cakeSlice("#6a3a1e", "#e8c89a", { top: "#8a4a22" }),
    drizzle("#a8602a", { spread: 0.7, width: 0.03 }),
  ),
  "bento-cake": dish(
    slate,
    plate(),
    cake("#f6e7ef", { slice: false, topping: scatter("berries", 6, 0.5) }),
  ),
  basbousa: dish(slate, plate(), squares()),
  "saffron-ice-cream": dish(
    slate,
    bowl(cream),
    scoops(["#f2c14a", "#f0b83a"]),
    scatter("pistachio", 20, 0.5),
    scatter("saffron", 6, 0.5),
  ),
  rangeena: dish(
    slate,
    plate(),
    dates(7),
    scatter("cinnamon", 40, 0.8),
    scatter("sesame", 20, 0.8),
  ),
  khanfaroosh: dish(
    slate,
    plate(),
    pastries("#d9902a", { shape: "ball", count: 7, size: 0.3, ring: 0.5 }),
    scatter("saffron", 6),
  ),
  "gergean-bag": dish(
    slate,
    bowl("#c9a227"),
    scatter("almonds", 16, 0.8),
    scatter("pistachio", 30, 0.8),
    scatter("chocolate", 14, 0.8),
    scatter("berries", 8, 0.8),
  ),

  // Hot drinks
  karak: cup(walnut, "#b07a46", "foam", { side: "dates" }),
  "mukhadar-tea": cup(walnut, "#9a4a1a", "clear", { small: true, side: "mint" }),
  "mint-tea": cup(walnut, "#b86a2a", "clear", { side: "mint" }),
  "arabic-coffee": cup(walnut, "#c9a04a", "clear", { small: true, side: "dates" }),
  "turkish-coffee": cup(walnut, "#3a2214", "crema", { small: true }),
  espresso: cup(walnut, "#3a2214", "crema", { small: true }),
  cappuccino: cup(walnut, "#8a5a35", "cocoa"),
  "spanish-latte": cup(walnut, "#9a6233", "latte"),
  "saffron-milk": cup(walnut, "#f2d9a0", "clear", { side: "saffron" }),
  "ginger-milk": cup(walnut, "#e9d8bb", "foam"),
  "hot-chocolate": cup(walnut, "#5a3422", "cocoa"),
  "sulaimani-tea": cup(walnut, "#a8501e", "clear", { side: "lemon" }),

  // Cold drinks and juices
  "orange-juice": glass(sand, "#f39c1e", { fruit: "#f39c1e" }),
  "lemon-mint": glass(sand, "#b9d66a", { milky: true, fruit: "#e8d84a" }),
  "mango-juice": glass(sand, "#f4b41a", { milky: true, ice: false }),
  "strawberry-juice": glass(sand, "#d8344a", { milky: true, ice: false }),
  "avocado-juice": glass(sand, "#a8c46a", { milky: true, ice: false }),
  "pomegranate-juice": glass(sand, "#a0142a"),
  "carrot-juice": glass(sand, "#f07a1a"),
  "laban-drink": glass(sand, "#f5f2ea", { ice: false, milky: true, straw: "#3f8a8a" }),
  vimto: glass(sand, "#6a1a3a", { bubbles: true }),
  "soft-drink": glass(sand, "#3a1f14", { bubbles: true, straw: "#d52b1e" }),
  "mineral-water": glass(sand, "#dfeef5", { straw: "" }),
  "sparkling-water": glass(sand, "#e3f2f7", { bubbles: true, fruit: "#f2cf3b", straw: "" }),
  "iced-karak": glass(sand, "#c09060", { milky: true }),
  "iced-spanish-latte": glass(sand, "#c8a078", { milky: true }),
  "fruit-cocktail": glass(sand, "#f08a3a", { milky: true, fruit: "#d8344a" }),

  // Reservation set menus
  "majlis-set-menu": dish(
    walnut,
    tray(),
    bowlsAround(
      [
        {
          color: cream,
          layers: [rice(saffronRice, { grains: 80 }), pieces(lamb, { count: 1, size: 0.4 })],
        },
        dip(hummus),
        { color: cobalt, layers: [leaves(undefined, { count: 8 })] },
        { color: cream, layers: [heap("#d38a2a", { count: 6 })] },
      ],
      { ring: 0.5, size: 0.44 },
    ),
  ),
  "seafood-set-menu": dish(
    walnut,
    tray(),
    rice(saffronRice),
    at(fish("#c9c2b2"), { dy: -0.15, scale: 0.8 }),
    at(shrimp({ count: 5 }), { dy: 0.4, scale: 0.55 }),
  ),
  "business-lunch-set": dish(
    walnut,
    tray(),
    bowlsAround(
      [
        {
          color: cream,
          layers: [rice(saffronRice, { grains: 80 }), pieces(chicken, { count: 1, size: 0.4 })],
        },
        { color: cobalt, layers: [soup("#e0932e")] },
        { color: cream, layers: [leaves(undefined, { count: 8 }), slices("tomato", { count: 2 })] },
      ],
      { ring: 0.45, size: 0.5 },
    ),
  ),
  "ghabga-set-menu": dish(
    walnut,
    tray(),
    bowlsAround(
      [
        { color: cobalt, layers: [porridge("#efe3c8")] },
        { color: cream, layers: [heap("#d38a2a", { count: 6 })] },
        {
          color: terracotta,
          layers: [smooth("#e8d2a6"), scatter("pistachio", 8)],
        },
        { color: cream, layers: [rice("#f0c75a", { grains: 60 })] },
        { color: cream, layers: [dates(4)] },
      ],
      { ring: 0.55, size: 0.36 },
    ),
  ),
};
