import type { Breakdown, GetMenuAnswer, OrderLineNames } from "@storefront/api-client";

/**
 * Each line of a breakdown by name, as `nameLines` reads them from the database, from the menu the
 * order was priced against: the dish, its price label when it has several, every chosen modifier
 * with its group, in the group's and modifier's menu order.
 */
export function nameLinesFromMenu(
  menuItems: GetMenuAnswer["menu"]["items"],
  lines: Breakdown["lines"],
): OrderLineNames[] {
  const byId = new Map(menuItems.map((item) => [item.id, item]));
  return lines.map((line) => {
    const item = byId.get(line.item_id);
    const label = item?.price_labels.find(({ id }) => id === line.price_label_id);
    const chosen = new Map(line.modifiers.map(({ id, quantity }) => [id, quantity]));
    const modifiers = (item?.modifier_groups ?? []).flatMap((group) =>
      group.modifiers.flatMap((modifier) => {
        const quantity = chosen.get(modifier.id);
        return quantity === undefined
          ? []
          : [{ id: modifier.id, group: group.name, name: modifier.name, quantity }];
      }),
    );
    return {
      position: line.position,
      name: item?.name ?? null,
      price_label: label && (item?.price_labels.length ?? 0) > 1 ? label.label : null,
      modifiers,
      comment: line.comment,
    };
  });
}
