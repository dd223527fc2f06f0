import { puree } from "../foods/bowls.js";
import { at, sideBowl, type Layer } from "../scene.js";

/** Small bowls set around a tray or platter, each holding its own layers. */
export function bowlsAround(
  bowls: readonly { color: string; layers: readonly Layer[] }[],
  { ring = 0.55, size = 0.34 } = {},
): Layer {
  return (area, pen) =>
    bowls
      .map((bowl, index) => {
        const angle = (index / bowls.length) * Math.PI * 2 - Math.PI / 2;
        return at(sideBowl(bowl.color, ...bowl.layers), {
          dx: Math.cos(angle) * ring,
          dy: Math.sin(angle) * ring,
          scale: size,
        })(area, pen);
      })
      .join("");
}

/** A layer drawn on the left or right part of the food area, smaller. */
export const left = (layer: Layer, scale = 0.55): Layer => at(layer, { dx: -0.42, scale });
export const right = (layer: Layer, scale = 0.55): Layer => at(layer, { dx: 0.42, scale });
export const middle = (layer: Layer, scale = 0.55): Layer => at(layer, { scale });

/** A smooth surface with neither oil nor swirl: a pudding, a yogurt, a jam, ground spice. */
export const smooth = (color: string): Layer => puree(color, { oil: false, swirl: false });
