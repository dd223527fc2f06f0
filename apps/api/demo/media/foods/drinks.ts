import type { Drawing, Pen, Surface } from "../scene.js";
import { picture } from "../scene.js";
import { shadow } from "../vessels.js";
import { blobPath, darken, el, glint, lighten, shades } from "../svg.js";

/** What tops a hot drink: a latte's rosetta, an espresso's crema, tea's clear surface, gahwa's pale gold. */
export type CupTop = "latte" | "crema" | "clear" | "foam" | "cocoa";

/** A cup on its saucer seen from above, handle to the right, with a spoon and what else the cup needs. */
export function cup(
  surface: Surface,
  liquid: string,
  top: CupTop,
  {
    cupColor = "#fbfaf7",
    small = false,
    side = null as "dates" | "mint" | "lemon" | "saffron" | null,
  } = {},
): Drawing {
  return (frame, seed) =>
    picture(frame, seed, (pen) => {
      const { defs, random } = pen;
      const base = Math.min(frame.width, frame.height) / 2;
      const cx = frame.width / 2 - base * 0.08;
      const cy = frame.height / 2;
      const saucer = { cx, cy, rx: base * 0.82, ry: base * 0.82 };
      const r = base * (small ? 0.4 : 0.52);
      const liquidArea = { cx, cy, rx: r * 0.84, ry: r * 0.84 };
      const handle = el("rect", {
        x: cx + r * 0.9,
        y: cy - r * 0.14,
        width: r * 0.5,
        height: r * 0.28,
        rx: r * 0.14,
        fill: cupColor,
        stroke: darken(cupColor, 0.12),
        "stroke-width": 0.8,
      });
      const spoon = el(
        "g",
        {
          transform: `rotate(${Math.round(random.between(-35, -20))} ${Math.round(cx)} ${Math.round(cy)})`,
        },
        el("rect", {
          x: cx - r * 0.05,
          y: cy + r * 1.05,
          width: r * 0.1,
          height: r * 0.55,
          rx: r * 0.05,
          fill: "#c9c6c0",
        }),
        el("ellipse", { cx, cy: cy + r * 1.02, rx: r * 0.12, ry: r * 0.2, fill: "#dcd9d3" }),
      );
      const surfaceTop = cupTop(top, liquid, liquidArea, pen);
      return [
        surface(pen),
        shadow(saucer, pen),
        el("ellipse", {
          ...saucer,
          fill: defs.radial(shades(cupColor, 0.5, 0.1), { fx: 0.35, fy: 0.3 }),
        }),
        el("ellipse", {
          ...saucer,
          rx: saucer.rx * 0.7,
          ry: saucer.ry * 0.7,
          fill: "none",
          stroke: darken(cupColor, 0.08),
          "stroke-width": 1,
        }),
        spoon,
        small ? "" : handle,
        el("circle", { cx: cx + 3, cy: cy + 5, r: r * 1.12, fill: defs.fade(0.28, 0.8) }),
        el("circle", {
          cx,
          cy,
          r,
          fill: defs.radial(shades(cupColor, 0.5, 0.15), { fx: 0.3, fy: 0.3 }),
        }),
        el("circle", {
          ...liquidArea,
          r: liquidArea.rx,
          fill: defs.radial(shades(liquid, 0.15, 0.25), { fx: 0.45, fy: 0.4 }),
        }),
        surfaceTop,
        side ? sideOf(side, cx + base * 0.72, cy + base * 0.58, base, pen) : "",
      ].join("");
    });
}

function cupTop(
  top: CupTop,
  liquid: string,
  area: { cx: number; cy: number; rx: number },
  { random }: Pen,
): string {
  const { cx, cy, rx } = area;
  switch (top) {
    case "latte": {
      const leaves = Array.from({ length: 5 }, (_, index) => {
        const y = cy - rx * 0.45 + index * rx * 0.2;
        const w = rx * (0.55 - index * 0.07);
        return el("path", {
          d: `M${cx - w} ${y}Q${cx} ${y + rx * 0.28} ${cx + w} ${y}Q${cx} ${y + rx * 0.12} ${cx - w} ${y}Z`,
          fill: "#f7ecdc",
        });
      });
      return (
        leaves.join("") +
        el("path", {
          d: `M${cx} ${cy - rx * 0.55}L${cx} ${cy + rx * 0.6}`,
          stroke: "#f7ecdc",
          "stroke-width": rx * 0.05,
        }) +
        el("circle", { cx, cy: cy - rx * 0.55, r: rx * 0.14, fill: "#f7ecdc" })
      );
    }
    case "crema":
      return (
        el("circle", {
          cx,
          cy,
          r: rx * 0.92,
          fill: "none",
          stroke: "#c8894a",
          "stroke-width": rx * 0.16,
          opacity: 0.8,
        }) +
        Array.from({ length: 12 }, () =>
          el("circle", {
            cx: cx + random.between(-0.5, 0.5) * rx,
            cy: cy + random.between(-0.5, 0.5) * rx,
            r: rx * 0.04,
            fill: "#d9a36a",
            opacity: 0.7,
          }),
        ).join("")
      );
    case "foam":
      return (
        el("circle", { cx, cy, r: rx * 0.86, fill: "#f4e9d8" }) +
        el("circle", { cx, cy, r: rx * 0.3, fill: "#8a5a35", opacity: 0.35 })
      );
    case "cocoa":
      return (
        el("circle", { cx, cy, r: rx * 0.6, fill: "#f3e4d0", opacity: 0.85 }) +
        Array.from({ length: 20 }, () =>
          el("circle", {
            cx: cx + random.between(-0.45, 0.45) * rx,
            cy: cy + random.between(-0.45, 0.45) * rx,
            r: rx * 0.03,
            fill: "#5a3422",
          }),
        ).join("")
      );
    case "clear":
      return (
        glint({ cx: cx - rx * 0.3, cy: cy - rx * 0.35, rx: rx * 0.35, ry: rx * 0.12 }, 0.35, {
          degrees: -30,
          about: [cx, cy],
        }) +
        el("circle", {
          cx,
          cy,
          r: rx * 0.98,
          fill: "none",
          stroke: lighten(liquid, 0.3),
          "stroke-width": rx * 0.04,
          opacity: 0.6,
        })
      );
  }
}

function sideOf(
  side: "dates" | "mint" | "lemon" | "saffron",
  x: number,
  y: number,
  base: number,
  { random, defs }: Pen,
): string {
  const r = base * 0.12;
  switch (side) {
    case "dates":
      return [0, 1, 2]
        .map((index) =>
          el("path", {
            d: blobPath(x - index * r * 1.5, y + index * r * 0.4, r, r * 0.55, random, {
              rotation: 0.5 + index,
            }),
            fill: defs.radial(["#8a4a23", "#5a2a12", "#2e140a"], { fx: 0.35, fy: 0.3 }),
          }),
        )
        .join("");
    case "mint":
      return [0, 1, 2]
        .map((index) =>
          el("path", {
            d: blobPath(x - index * r, y + index * r * 0.3, r * 0.9, r * 0.45, random, {
              rotation: index,
            }),
            fill: index % 2 ? "#3e8a3a" : "#57a34c",
          }),
        )
        .join("");
    case "lemon":
      return (
        el("circle", { cx: x, cy: y, r, fill: "#f2cf3b" }) +
        el("circle", { cx: x, cy: y, r: r * 0.82, fill: "#fbeaa0" })
      );
    case "saffron":
      return Array.from({ length: 7 }, () =>
        el("path", {
          d: `M${x + random.between(-r, r)} ${y + random.between(-r, r)}l${r * 0.6} ${r * 0.2}`,
          stroke: "#c8301a",
          "stroke-width": r * 0.12,
          "stroke-linecap": "round",
        }),
      ).join("");
  }
}

/** A tall glass from above: the drink, ice, a straw and a slice of fruit on the rim. */
export function glass(
  surface: Surface,
  liquid: string,
  {
    ice = true,
    fruit = null as string | null,
    straw = "#f4f1ea",
    bubbles = false,
    milky = false,
  } = {},
): Drawing {
  return (frame, seed) =>
    picture(frame, seed, (pen) => {
      const { defs, random } = pen;
      const base = Math.min(frame.width, frame.height) / 2;
      const cx = frame.width / 2;
      const cy = frame.height / 2;
      const r = base * 0.6;
      const inner = r * 0.88;
      const cubes = ice
        ? Array.from({ length: 4 }, (_, index) => {
            const angle = (index / 4) * Math.PI * 2 + 0.4;
            const x = cx + Math.cos(angle) * inner * 0.42;
            const y = cy + Math.sin(angle) * inner * 0.42;
            const s = inner * 0.36;
            return el("rect", {
              x: x - s / 2,
              y: y - s / 2,
              width: s,
              height: s,
              rx: s * 0.2,
              fill: "#ffffff",
              opacity: 0.38,
              stroke: "#ffffff",
              "stroke-opacity": 0.7,
              "stroke-width": 1,
              transform: `rotate(${Math.round(random() * 90)} ${Math.round(x)} ${Math.round(y)})`,
            });
          })
        : [];
      const fizz = bubbles
        ? Array.from({ length: 24 }, () =>
            el("circle", {
              cx: cx + random.between(-0.7, 0.7) * inner,
              cy: cy + random.between(-0.7, 0.7) * inner,
              r: inner * random.between(0.015, 0.04),
              fill: "#ffffff",
              opacity: 0.6,
            }),
          )
        : [];
      const rimFruit = fruit
        ? el("circle", { cx: cx - r * 0.75, cy: cy - r * 0.68, r: r * 0.32, fill: fruit }) +
          el("circle", {
            cx: cx - r * 0.75,
            cy: cy - r * 0.68,
            r: r * 0.26,
            fill: lighten(fruit, 0.45),
          }) +
          Array.from({ length: 8 }, (_, index) => {
            const angle = (index / 8) * Math.PI * 2;
            return el("path", {
              d: `M${cx - r * 0.75} ${cy - r * 0.68}l${Math.cos(angle) * r * 0.24} ${Math.sin(angle) * r * 0.24}`,
              stroke: lighten(fruit, 0.75),
              "stroke-width": r * 0.02,
            });
          }).join("")
        : "";
      return [
        surface(pen),
        el("circle", {
          cx: cx + base * 0.05,
          cy: cy + base * 0.09,
          r: r * 1.15,
          fill: defs.fade(0.26, 0.75),
        }),
        el("circle", { cx, cy, r, fill: "#ffffff", opacity: 0.55 }),
        el("circle", {
          cx,
          cy,
          r: inner,
          fill: defs.radial(milky ? [lighten(liquid, 0.3), liquid] : shades(liquid, 0.25, 0.2), {
            fx: 0.4,
            fy: 0.35,
          }),
        }),
        ...cubes,
        ...fizz,
        el("circle", {
          cx,
          cy,
          r: inner,
          fill: "none",
          stroke: "#ffffff",
          "stroke-width": r * 0.05,
          opacity: 0.45,
        }),
        el("path", {
          d: `M${cx - inner * 0.7} ${cy - inner * 0.4}A${inner * 0.8} ${inner * 0.8} 0 0 1 ${cx - inner * 0.2} ${cy - inner * 0.78}`,
          stroke: "#ffffff",
          "stroke-width": r * 0.04,
          fill: "none",
          opacity: 0.7,
          "stroke-linecap": "round",
        }),
        straw
          ? el("path", {
              d: `M${cx + inner * 0.25} ${cy + inner * 0.1}L${frame.width} ${cy + base * 0.55}`,
              stroke: straw,
              "stroke-width": r * 0.11,
              "stroke-linecap": "round",
            }) +
            el("circle", {
              cx: cx + inner * 0.25,
              cy: cy + inner * 0.1,
              r: r * 0.06,
              fill: darken(straw, 0.4),
            })
          : "",
        rimFruit,
      ].join("");
    });
}
