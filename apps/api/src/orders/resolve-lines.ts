import type { MenuItemDto, OrderLineRequest, Refusal } from "@storefront/api-client";
import {
  type BusinessTime,
  type CartLine,
  filterItems,
  type MenuItemType,
  pickText,
  type Tax,
} from "@storefront/domain";
import type { OrderContext } from "./load-order-context.js";

/** The request's lines the branch can sell as cart lines, and a refusal for each other line. */
export interface ResolvedLines {
  readonly lines: readonly CartLine[];
  /** The request position of each line in `lines`. */
  readonly positions: readonly number[];
  readonly refusals: readonly Refusal[];
}

/**
 * Checks every requested line against the branch's catalogue at the order's time (docs/decisions/
 * 012-orders.md): the item is sold at the branch for the list's type, not sold out there (ADR 060),
 * and shown at `at`; the price label and modifiers belong to it (a business that turns modifiers
 * off sells its items without any, so no group's minimum applies) and no modifier is sold out; each
 * modifier group's choice rule holds; the count lies within the label's minimum and maximum; a
 * required comment is given. Prices come from the catalogue only.
 */
export function resolveLines(
  context: OrderContext,
  requested: readonly OrderLineRequest[],
  itemType: MenuItemType,
  at: BusinessTime,
  language: string,
): ResolvedLines {
  const byId = new Map(context.menu.items.map((item) => [item.id, item]));
  const shown = new Set(
    filterItems(context.menu.items, { itemType, now: at, categories: context.menu.categories }).map(
      (item) => item.id,
    ),
  );
  const lines: CartLine[] = [];
  const positions: number[] = [];
  const refusals: Refusal[] = [];
  requested.forEach((request, position) => {
    const refuse = (code: string, message: string) =>
      refusals.push({ position, item_id: request.item_id, code, message });
    const item = byId.get(request.item_id);
    if (item && context.soldOut.items.has(item.id)) {
      return refuse("ITEM_SOLD_OUT", `Item ${item.id} is sold out at this branch`);
    }
    if (!item || !shown.has(item.id)) {
      return refuse("ITEM_NOT_SOLD", `Item ${request.item_id} is not sold here at that time`);
    }
    const label = item.price_labels.find((candidate) => candidate.id === request.price_label_id);
    if (!label) {
      return refuse(
        "PRICE_LABEL_NOT_OF_ITEM",
        `Price ${request.price_label_id} is not one of item ${item.id}'s prices`,
      );
    }
    if (request.quantity < label.minimum || request.quantity > label.maximum) {
      return refuse(
        "QUANTITY_OUT_OF_RANGE",
        `The quantity must be between ${label.minimum} and ${label.maximum}`,
      );
    }
    if (item.comment_is_required && !(request.comment ?? "").trim()) {
      return refuse("COMMENT_REQUIRED", "This item needs a comment");
    }
    const chosen = chosenModifiers(request);
    if (!chosen.ok) return refuse(chosen.code, chosen.message);
    const groups = context.modifiersEnabled ? item.modifier_groups : [];
    const modifiers = checkModifiers(item.id, groups, chosen.quantities, context, language);
    if (!modifiers.ok) return refuse(modifiers.code, modifiers.message);

    const taxes = (list: MenuItemDto["taxes"]): Tax[] =>
      list.map((tax) => ({
        id: tax.id,
        name: pickText(tax.name, language, context.locales),
        rateBasisPoints: tax.rate_basis_points,
      }));
    lines.push({
      itemId: item.id,
      categoryId: item.category_id,
      priceLabel: {
        id: label.id,
        price: label.price.amount,
        minimum: label.minimum,
        maximum: label.maximum,
        ...(label.weight === null ? {} : { weightGrams: label.weight }),
      },
      modifiers: modifiers.list,
      comment: (request.comment ?? "").trim(),
      count: request.quantity,
      taxes: taxes(item.taxes),
      inclusiveTaxes: taxes(item.inclusive_taxes),
    });
    positions.push(position);
  });
  return { lines, positions, refusals };
}

type Check<T> = ({ ok: true } & T) | { ok: false; code: string; message: string };

/** The modifier ids and quantities of a line: the spec's id list, with quantities from the details. */
function chosenModifiers(request: OrderLineRequest): Check<{ quantities: Map<number, number> }> {
  const ids = request.modifiers ? request.modifiers.split(",").map(Number) : [];
  const quantities = new Map<number, number>();
  for (const id of ids) {
    if (quantities.has(id)) {
      return { ok: false, code: "MODIFIERS_MISMATCH", message: `Modifier ${id} is listed twice` };
    }
    quantities.set(id, 1);
  }
  if (request.modifiers_details) {
    const detailIds = request.modifiers_details.map((detail) => detail.id);
    const same = detailIds.length === ids.length && detailIds.every((id) => quantities.has(id));
    if (!same) {
      return {
        ok: false,
        code: "MODIFIERS_MISMATCH",
        message: "modifiers and modifiers_details name different modifiers",
      };
    }
    for (const detail of request.modifiers_details) quantities.set(detail.id, detail.quantity);
  }
  return { ok: true, quantities };
}

/** The chosen modifiers priced from the catalogue, if each belongs to the item and every group's rule holds. */
function checkModifiers(
  itemId: number,
  groups: MenuItemDto["modifier_groups"],
  quantities: ReadonlyMap<number, number>,
  context: OrderContext,
  language: string,
): Check<{ list: CartLine["modifiers"] }> {
  const list: CartLine["modifiers"][number][] = [];
  const toTax = (tax: MenuItemDto["taxes"][number]): Tax => ({
    id: tax.id,
    name: pickText(tax.name, language, context.locales),
    rateBasisPoints: tax.rate_basis_points,
  });
  let found = 0;
  for (const group of groups) {
    let chosenInGroup = 0;
    for (const modifier of group.modifiers) {
      const quantity = quantities.get(modifier.id);
      if (quantity === undefined) continue;
      if (context.soldOut.modifiers.has(modifier.id)) {
        return {
          ok: false,
          code: "MODIFIER_SOLD_OUT",
          message: `Modifier ${modifier.id} is sold out at this branch`,
        };
      }
      found += 1;
      chosenInGroup += 1;
      if (quantity > modifier.maximum_quantity) {
        return {
          ok: false,
          code: "MODIFIER_GROUP_RULE",
          message: `At most ${modifier.maximum_quantity} of modifier ${modifier.id}`,
        };
      }
      list.push({
        id: modifier.id,
        quantity,
        price: modifier.price.amount,
        taxes: modifier.taxes.map(toTax),
        inclusiveTaxes: modifier.inclusive_taxes.map(toTax),
      });
    }
    if (chosenInGroup < group.minimum || chosenInGroup > group.maximum) {
      return {
        ok: false,
        code: "MODIFIER_GROUP_RULE",
        message: `Choose between ${group.minimum} and ${group.maximum} in “${pickText(group.name, language, context.locales)}”`,
      };
    }
  }
  if (found !== quantities.size) {
    return {
      ok: false,
      code: "MODIFIER_NOT_OF_ITEM",
      message: `A chosen modifier is not one of item ${itemId}'s`,
    };
  }
  return { ok: true, list };
}
