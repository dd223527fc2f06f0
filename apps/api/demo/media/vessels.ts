import type { FoodArea, Pen, Vessel } from "./scene.js";
import { centredArea } from "./scene.js";
import { darken, el, lighten, shades } from "./svg.js";

/** A round plate seen from above: a soft shadow, a lit rim and a shallow well for the food. */
export function plate(color = "#fbfaf7", { scale = 0.86, squash = 1 } = {}): Vessel {
  return (pen) => {
    const outer = centredArea(pen.frame, scale, squash);
    return {
      under: shadow(outer, pen) + disc(outer, color, pen) + rim(outer, color, 0.8),
      area: shrink(outer, 0.72),
    };
  };
}

/** An oval serving platter, for rice and grills that feed a table. */
export function platter(color = "#f4efe6"): Vessel {
  return (pen) => {
    const outer = centredArea(pen.frame, 0.9, 0.78);
    outer.rx = Math.min(outer.rx * 1.25, pen.frame.width * 0.46);
    return {
      under: shadow(outer, pen) + disc(outer, color, pen) + rim(outer, color, 0.84),
      area: shrink(outer, 0.78),
    };
  };
}

/** A deep bowl: the inside darker towards the light, the food a little below the rim. */
export function bowl(color = "#f2ede4", { scale = 0.8 } = {}): Vessel {
  return (pen) => {
    const outer = centredArea(pen.frame, scale);
    const inner = shrink(outer, 0.86);
    return {
      under:
        shadow(outer, pen) +
        disc(outer, color, pen) +
        el("ellipse", {
          cx: inner.cx,
          cy: inner.cy,
          rx: inner.rx,
          ry: inner.ry,
          fill: pen.defs.radial([lighten(color, 0.1), darken(color, 0.22)], { fx: 0.65, fy: 0.7 }),
        }),
      area: shrink(inner, 0.9),
    };
  };
}

/** A cast-iron pan with its handle, for shakshuka and eggs. */
export function pan(color = "#2b2a2a"): Vessel {
  return (pen) => {
    const outer = centredArea(pen.frame, 0.78);
    const handle = el("rect", {
      x: outer.cx + outer.rx * 0.85,
      y: outer.cy - outer.ry * 0.1,
      width: outer.rx * 0.9,
      height: outer.ry * 0.2,
      rx: outer.ry * 0.08,
      fill: color,
    });
    return {
      under: shadow(outer, pen) + handle + disc(outer, color, pen) + rim(outer, color, 0.9),
      area: shrink(outer, 0.86),
    };
  };
}

/** A round engraved metal tray, as a Kuwaiti breakfast is served. */
export function tray(color = "#c9a86a"): Vessel {
  return (pen) => {
    const outer = centredArea(pen.frame, 0.94);
    outer.rx = Math.min(outer.rx * 1.2, pen.frame.width * 0.47);
    const rings = [0.93, 0.9].map((scale) =>
      el("ellipse", {
        cx: outer.cx,
        cy: outer.cy,
        rx: outer.rx * scale,
        ry: outer.ry * scale,
        fill: "none",
        stroke: darken(color, 0.25),
        "stroke-width": 0.8,
      }),
    );
    return {
      under: shadow(outer, pen) + disc(outer, color, pen) + rings.join(""),
      area: shrink(outer, 0.82),
    };
  };
}

/** A wooden serving board, for grills, sandwiches and breads. */
export function board(color = "#b7824f"): Vessel {
  return (pen) => {
    const { frame, defs } = pen;
    const width = Math.min(frame.width * 0.84, frame.height * 1.25);
    const height = Math.min(frame.height * 0.74, width * 0.8);
    const x = (frame.width - width) / 2;
    const y = (frame.height - height) / 2;
    const area = { cx: frame.width / 2, cy: frame.height / 2, rx: width * 0.4, ry: height * 0.38 };
    const grain = Array.from({ length: 7 }, (_, index) =>
      el("path", {
        d: `M${x + 6} ${y + (height / 8) * (index + 1)}q${width / 3} ${pen.random.between(-2, 2)} ${width - 12} 0`,
        stroke: darken(color, 0.2),
        "stroke-width": 0.7,
        fill: "none",
        opacity: 0.4,
      }),
    );
    return {
      under:
        el("ellipse", {
          cx: x + width / 2 + 4,
          cy: y + height / 2 + 8,
          rx: width * 0.62,
          ry: height * 0.66,
          fill: defs.fade(0.3, 0.75),
        }) +
        el("rect", {
          x,
          y,
          width,
          height,
          rx: 10,
          fill: defs.linear(shades(color, 0.15, 0.1), 60),
        }) +
        grain.join(""),
      area,
    };
  };
}

/** A cake stand: a white footed plate with a scalloped edge. */
export function stand(color = "#fdfbf8"): Vessel {
  return (pen) => {
    const outer = centredArea(pen.frame, 0.9);
    const scallops = Array.from({ length: 28 }, (_, index) => {
      const angle = (index / 28) * Math.PI * 2;
      return el("circle", {
        cx: outer.cx + Math.cos(angle) * outer.rx * 0.97,
        cy: outer.cy + Math.sin(angle) * outer.ry * 0.97,
        r: outer.rx * 0.06,
        fill: color,
      });
    });
    return {
      under:
        shadow(outer, pen) + scallops.join("") + disc(outer, color, pen) + rim(outer, color, 0.85),
      area: shrink(outer, 0.74),
    };
  };
}

/** The soft shadow a vessel casts down and to the right. */
export function shadow(area: FoodArea, { frame, defs }: Pen): string {
  const size = Math.min(frame.width, frame.height);
  return el("ellipse", {
    cx: area.cx + size * 0.025,
    cy: area.cy + size * 0.045,
    rx: area.rx + size * 0.06,
    ry: area.ry + size * 0.06,
    fill: defs.fade(0.32, 0.8),
  });
}

function disc(area: FoodArea, color: string, { defs }: Pen): string {
  return el("ellipse", {
    cx: area.cx,
    cy: area.cy,
    rx: area.rx,
    ry: area.ry,
    fill: defs.radial(shades(color, 0.4, 0.12), { fx: 0.35, fy: 0.3 }),
  });
}

function rim(area: FoodArea, color: string, scale: number): string {
  return el("ellipse", {
    cx: area.cx,
    cy: area.cy,
    rx: area.rx * scale,
    ry: area.ry * scale,
    fill: "none",
    stroke: darken(color, 0.12),
    "stroke-width": Math.max(0.6, area.rx * 0.012),
    opacity: 0.7,
  });
}

/** The same ellipse, smaller by `scale`. */
export function shrink(area: FoodArea, scale: number): FoodArea {
  return { cx: area.cx, cy: area.cy, rx: area.rx * scale, ry: area.ry * scale };
}
