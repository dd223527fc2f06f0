import type { Breakdown, OrderLineNames } from "@storefront/api-client";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { items, modifierGroups, modifiers, priceLabels } from "../db/schema/index.js";

/**
 * Each line of a stored breakdown by name, from the catalogue: the dish, its price label when the
 * dish has several, every chosen modifier with its group, in the group's and modifier's order.
 */
export async function nameLines(
  db: Database,
  lines: Breakdown["lines"],
): Promise<OrderLineNames[]> {
  const itemIds = [...new Set(lines.map((line) => line.item_id))];
  const modifierIds = [...new Set(lines.flatMap((line) => line.modifiers.map(({ id }) => id)))];
  if (itemIds.length === 0) return [];
  const [itemRows, labelRows, modifierRows] = await Promise.all([
    db.select({ id: items.id, name: items.name }).from(items).where(inArray(items.id, itemIds)),
    db
      .select({ id: priceLabels.id, itemId: priceLabels.itemId, label: priceLabels.label })
      .from(priceLabels)
      .where(inArray(priceLabels.itemId, itemIds)),
    modifierIds.length === 0
      ? []
      : db
          .select({
            id: modifiers.id,
            name: modifiers.name,
            group: modifierGroups.name,
            groupId: modifierGroups.id,
            groupPosition: modifierGroups.position,
            position: modifiers.position,
          })
          .from(modifiers)
          .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
          .where(inArray(modifiers.id, modifierIds)),
  ]);
  const itemNames = new Map(itemRows.map((row) => [row.id, row.name]));
  const labelCount = new Map<number, number>();
  for (const row of labelRows) labelCount.set(row.itemId, (labelCount.get(row.itemId) ?? 0) + 1);
  const labels = new Map(labelRows.map((row) => [row.id, row]));
  const named = new Map(modifierRows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const label = labels.get(line.price_label_id);
    return {
      position: line.position,
      name: itemNames.get(line.item_id) ?? null,
      price_label: label && (labelCount.get(label.itemId) ?? 0) > 1 ? label.label : null,
      modifiers: line.modifiers
        .flatMap(({ id, quantity }) => {
          const modifier = named.get(id);
          return modifier ? [{ ...modifier, quantity }] : [];
        })
        .sort(
          (a, b) =>
            a.groupPosition - b.groupPosition || a.groupId - b.groupId || a.position - b.position,
        )
        .map(({ id, group, name, quantity }) => ({ id, group, name, quantity })),
      comment: line.comment,
    };
  });
}
