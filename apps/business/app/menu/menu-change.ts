import type { PriceInput } from "./price-input";

/** One change a member of staff makes from the menu page. */
export type MenuChange =
  | { intent: "sold_out"; itemId: number; soldOut: boolean }
  | { intent: "option_sold_out"; itemId: number; modifierId: number; soldOut: boolean }
  | { intent: "visibility"; itemId: number; visible: boolean }
  | { intent: "price"; itemId: number; priceLabelId: number; price: number };

export type MenuChangeProblem = "BAD_FORM" | Exclude<PriceInput, { ok: true }>["problem"];

const idPattern = /^[1-9]\d{0,9}$/;

function idOf(form: FormData, name: string): number | null {
  const value = form.get(name);
  return typeof value === "string" && idPattern.test(value) ? Number(value) : null;
}

function flagOf(form: FormData, name: string): boolean | null {
  const value = form.get(name);
  return value === "true" ? true : value === "false" ? false : null;
}

/**
 * Reads the menu page's form into one change, or says what is wrong with it: a tampered form is
 * BAD_FORM, a price the staff mistyped is the price's own problem (said beside its field).
 */
export function menuChangeOf(
  form: FormData,
  readPrice: (text: string) => PriceInput,
): { ok: true; change: MenuChange } | { ok: false; problem: MenuChangeProblem } {
  const bad = { ok: false, problem: "BAD_FORM" } as const;
  const itemId = idOf(form, "item_id");
  if (itemId === null) return bad;
  switch (form.get("intent")) {
    case "sold_out": {
      const soldOut = flagOf(form, "sold_out");
      return soldOut === null ? bad : { ok: true, change: { intent: "sold_out", itemId, soldOut } };
    }
    case "option_sold_out": {
      const soldOut = flagOf(form, "sold_out");
      const modifierId = idOf(form, "modifier_id");
      if (soldOut === null || modifierId === null) return bad;
      return { ok: true, change: { intent: "option_sold_out", itemId, modifierId, soldOut } };
    }
    case "visibility": {
      const visible = flagOf(form, "visible");
      return visible === null
        ? bad
        : { ok: true, change: { intent: "visibility", itemId, visible } };
    }
    case "price": {
      const priceLabelId = idOf(form, "price_label_id");
      const text = form.get("price");
      if (priceLabelId === null || typeof text !== "string") return bad;
      const price = readPrice(text);
      if (!price.ok) return { ok: false, problem: price.problem };
      return { ok: true, change: { intent: "price", itemId, priceLabelId, price: price.minor } };
    }
    default:
      return bad;
  }
}
