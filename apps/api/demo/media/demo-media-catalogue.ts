import { imageWidths, type ImageRole } from "@storefront/api-client";
import type { DemoBusiness } from "../../src/seed/demo-data.js";
import { emblem, type EmblemSymbol } from "./emblems.js";
import { lattice, sadu, scallops, toneOnTone, waves, type Weave } from "./patterns.js";
import { alFahidiSpiceHouseDishes } from "./recipes/al-fahidi-spice-house.js";
import { baitAlKuwaitDishes } from "./recipes/bait-al-kuwait.js";
import { limmatRiversideCafeDishes } from "./recipes/limmat-riverside-cafe.js";
import { nouraCakeAtelierDishes } from "./recipes/noura-cake-atelier.js";
import type { Drawing, Frame } from "./scene.js";

/** One picture of the demo: where it is served, what it is for, and how to draw it. */
export interface DemoImage {
  /** Its name under the media folder and route: `demo/items/hummus`. */
  name: string;
  role: ImageRole;
  /** Fewer widths than its role's, for a picture never shown wide (a phone's portrait background). */
  widths?: readonly number[];
  frame: Frame;
  draw: Drawing;
}

/** A business's pictures: its dishes by item key, its emblem and its woven backgrounds. */
interface DemoArt {
  dishes: Readonly<Record<string, Drawing>>;
  symbol: EmblemSymbol;
  /** The welcome page and the desktop margins: a richer weave. */
  weave: Weave;
  /** Behind the header's white text: a quiet weave of the primary colour, its tones this far apart. */
  bandDepth: number;
  /** The pattern at a scale: the size of one band or motif in the picture's units. */
  pattern: (weave: Weave, size: number) => Drawing;
}

const art: Readonly<Record<string, DemoArt>> = {
  demo: {
    dishes: baitAlKuwaitDishes,
    symbol: "dallah",
    weave: { ground: "#f3e9dc", motif: "#8a1c2b", second: "#c9a227", line: "#2a1a17" },
    bandDepth: 0.14,
    pattern: (weave, size) => sadu(weave, { band: size }),
  },
  "demo-shop": {
    dishes: alFahidiSpiceHouseDishes,
    symbol: "star-anise",
    weave: { ground: "#f6eee2", motif: "#b5541c", second: "#2f6b4f", line: "#5e3f2a" },
    bandDepth: 0.14,
    pattern: (weave, size) => sadu(weave, { band: size * 0.85 }),
  },
  "demo-zurich": {
    dishes: limmatRiversideCafeDishes,
    symbol: "cup",
    weave: { ground: "#eef2f6", motif: "#9fb3c8", second: "#d52b1e", line: "#1f3a5f" },
    bandDepth: 0.12,
    pattern: (weave, size) => waves(weave, { size }),
  },
  "demo-salon": {
    dishes: {},
    symbol: "pearl",
    weave: { ground: "#2a1f33", motif: "#3a2a47", second: "#e0a899", line: "#5b3a6e" },
    bandDepth: 0.12,
    pattern: (weave, size) => scallops(weave, { size }),
  },
  "demo-cakes": {
    dishes: nouraCakeAtelierDishes,
    symbol: "cake",
    weave: { ground: "#1c1412", motif: "#3a2a22", second: "#d4a373", line: "#3a2a22" },
    bandDepth: 0.12,
    pattern: (weave, size) => lattice(weave, { size }),
  },
};

/** Item pictures take the business's aspect ratio (spec 3, `aspect_ratio`), so nothing is cropped. */
const itemFrames: Readonly<Record<string, Frame>> = {
  "1:1": { width: 400, height: 400 },
  "4:3": { width: 400, height: 300 },
  "3:4": { width: 300, height: 400 },
  "16:9": { width: 480, height: 270 },
};

/**
 * Every picture the demo businesses show: each dish with a drawing, each business's logo, and its
 * welcome (phone, portrait), header (a wide band) and desktop (landscape) backgrounds.
 */
export function demoImages(businesses: readonly DemoBusiness[]): DemoImage[] {
  return businesses.flatMap(({ business }) => {
    const reference = business.referenceId;
    const own = art[reference];
    if (!own) return [];
    const itemFrame = itemFrames[business.settings?.aspect_ratio ?? "1:1"] ?? itemFrames["1:1"]!;
    const primary = business.themeColor ?? "#6d557c";
    const colors = { primary, accent: business.themeAccentColor ?? "#b4514c" };
    return [
      ...Object.entries(own.dishes).map(([key, draw]) => ({
        name: `${reference}/items/${key}`,
        role: "item" as const,
        frame: itemFrame,
        draw,
      })),
      {
        name: `${reference}/logo`,
        role: "logo",
        frame: { width: 200, height: 200 },
        draw: emblem(own.symbol, colors),
      },
      {
        name: `${reference}/welcome`,
        role: "background",
        widths: widthsOf("background").filter((width) => width <= 1536),
        frame: { width: 540, height: 960 },
        // Text sits on it: the ground colour in close tones.
        draw: own.pattern(toneOnTone(own.weave.ground, 0.08), 64),
      },
      {
        name: `${reference}/header`,
        role: "background",
        frame: { width: 960, height: 320 },
        draw: own.pattern(toneOnTone(primary, own.bandDepth), 48),
      },
      {
        name: `${reference}/desktop`,
        role: "background",
        frame: { width: 1600, height: 900 },
        draw: own.pattern(own.weave, 110),
      },
    ];
  });
}

/** The widths an image is generated in. */
export function widthsOf(role: ImageRole): readonly number[] {
  return imageWidths[role];
}
