import type { MenuDocumentItem, MenuDocumentModifierGroup } from "@storefront/api-client";
import { and, asc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import {
  itemBranches,
  itemIngredients,
  items,
  itemTags,
  itemTaxes,
  modifierGroups,
  modifiers,
  modifierTaxes,
  priceLabels,
} from "../db/schema/index.js";
import { writeInOrder } from "./write-in-order.js";
import {
  branchId,
  defaultItemTypes,
  type MenuBeingWritten,
  type MenuOwner,
  minorUnits,
  missing,
  type Transaction,
} from "./menu-values.js";

type DocumentModifier = MenuDocumentModifierGroup["modifiers"][number];
type DocumentPriceLabel = MenuDocumentItem["priceLabels"][number];

/**
 * Writes a category's items by key, a few statements for the whole list: the items themselves,
 * the branches that sell them (what ran out stays out), their taxes, tags and ingredients, their
 * prices and their modifier groups.
 */
export async function writeItems(
  tx: Transaction,
  { owner, keys, ids }: MenuBeingWritten,
  categoryId: number,
  list: readonly MenuDocumentItem[],
): Promise<void> {
  if (list.length === 0) return;
  const rows = await tx
    .insert(items)
    .values(
      list.map((item, position) => ({
        businessId: owner.businessId,
        categoryId,
        key: item.key,
        name: item.name,
        description: item.description ?? null,
        types: [...(item.types ?? defaultItemTypes)],
        pricingType: item.pricingType ?? 0,
        calories: item.calories ?? null,
        preparationMinutes: item.preparationMinutes ?? null,
        commentRequired: item.commentRequired ?? false,
        visible: item.visible ?? true,
        position,
        stickers: [...(item.stickers ?? [])],
        image: item.picture ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [items.businessId, items.key],
      set: {
        categoryId: sql`excluded.category_id`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        types: sql`excluded.types`,
        pricingType: sql`excluded.pricing_type`,
        calories: sql`excluded.calories`,
        preparationMinutes: sql`excluded.preparation_minutes`,
        commentRequired: sql`excluded.comment_required`,
        visible: sql`excluded.visible`,
        position: sql`excluded.position`,
        stickers: sql`excluded.stickers`,
        image: sql`excluded.image`,
      },
    })
    .returning({ id: items.id, key: items.key });
  const idByKey = new Map(rows.map((row) => [row.key, row.id]));
  const written = list.map((item) => ({
    item,
    id: idByKey.get(item.key) ?? missing(`item ${item.key}`),
  }));
  for (const { item, id } of written) ids.items.set(item.key, id);
  const itemIds = written.map(({ id }) => id);

  await writeSoldAt(tx, owner, written);

  await tx.delete(itemTaxes).where(inArray(itemTaxes.itemId, itemIds));
  const taxRows = written.flatMap(({ item, id }) =>
    (item.taxes ?? []).map((key) => ({ itemId: id, taxId: idOf(keys.taxes, "tax", key) })),
  );
  if (taxRows.length > 0) await tx.insert(itemTaxes).values(taxRows);

  await tx.delete(itemTags).where(inArray(itemTags.itemId, itemIds));
  const tagRows = written.flatMap(({ item, id }) =>
    (item.tags ?? []).map((key) => ({
      businessId: owner.businessId,
      itemId: id,
      tagId: idOf(keys.tags, "tag", key),
    })),
  );
  if (tagRows.length > 0) await tx.insert(itemTags).values(tagRows);

  await tx.delete(itemIngredients).where(inArray(itemIngredients.itemId, itemIds));
  const ingredientRows = written.flatMap(({ item, id }) =>
    (item.ingredients ?? []).map((key, position) => ({
      businessId: owner.businessId,
      itemId: id,
      ingredientId: idOf(keys.ingredients, "ingredient", key),
      position,
    })),
  );
  if (ingredientRows.length > 0) await tx.insert(itemIngredients).values(ingredientRows);

  await writePriceLabels(tx, owner, written);
  await writeModifierGroups(tx, owner, keys.taxes, written);
}

/**
 * Sets the branches that sell each item to the document's (every branch when it names none),
 * keeping the rows that stay, so a dish marked sold out stays sold out.
 */
async function writeSoldAt(
  tx: Transaction,
  owner: MenuOwner,
  written: readonly { item: MenuDocumentItem; id: number }[],
): Promise<void> {
  const allBranches = [...owner.branchIds.keys()];
  const wanted = written.flatMap(({ item, id }) =>
    (item.branches ?? allBranches).map((reference) => ({
      itemId: id,
      branchId: branchId(owner, reference),
    })),
  );
  const kept = written.map(({ item, id }) =>
    and(
      eq(itemBranches.itemId, id),
      notInArray(
        itemBranches.branchId,
        (item.branches ?? allBranches).map((reference) => branchId(owner, reference)),
      ),
    ),
  );
  await tx.delete(itemBranches).where(or(...kept));
  if (wanted.length > 0) await tx.insert(itemBranches).values(wanted).onConflictDoNothing();
}

async function writePriceLabels(
  tx: Transaction,
  owner: MenuOwner,
  written: readonly { item: MenuDocumentItem; id: number }[],
): Promise<void> {
  const existing = await tx
    .select()
    .from(priceLabels)
    .where(
      inArray(
        priceLabels.itemId,
        written.map(({ id }) => id),
      ),
    )
    .orderBy(asc(priceLabels.position), asc(priceLabels.id));
  const valuesOf = (label: DocumentPriceLabel, position: number) => ({
    label: label.label,
    price: minorUnits(label.price, owner.currency),
    minimum: label.minimum ?? 1,
    maximum: label.maximum ?? 1000,
    weightGrams: label.weight ?? null,
    position,
  });
  await writeInOrder(
    existing.map((row) => ({ ...row, parentId: row.itemId })),
    written.map(({ item, id }) => ({ parentId: id, values: item.priceLabels })),
    {
      unchanged: (row, label, position) => sameValues(row, valuesOf(label, position)),
      update: (id, label, position) =>
        tx.update(priceLabels).set(valuesOf(label, position)).where(eq(priceLabels.id, id)),
      insert: (rows) =>
        tx
          .insert(priceLabels)
          .values(
            rows.map((row) => ({ itemId: row.parentId, ...valuesOf(row.values, row.position) })),
          )
          .returning({
            id: priceLabels.id,
            parentId: priceLabels.itemId,
            position: priceLabels.position,
          }),
      remove: (ids) => tx.delete(priceLabels).where(inArray(priceLabels.id, [...ids])),
    },
  );
}

async function writeModifierGroups(
  tx: Transaction,
  owner: MenuOwner,
  taxIds: ReadonlyMap<string, number>,
  written: readonly { item: MenuDocumentItem; id: number }[],
): Promise<void> {
  const existingGroups = await tx
    .select()
    .from(modifierGroups)
    .where(
      inArray(
        modifierGroups.itemId,
        written.map(({ id }) => id),
      ),
    )
    .orderBy(asc(modifierGroups.position), asc(modifierGroups.id));
  const groupValues = (group: MenuDocumentModifierGroup, position: number) => ({
    name: group.name,
    minimum: group.minimum,
    maximum: group.maximum,
    position,
  });
  const groupIds = await writeInOrder(
    existingGroups.map((row) => ({ ...row, parentId: row.itemId })),
    written.map(({ item, id }) => ({ parentId: id, values: item.modifierGroups ?? [] })),
    {
      unchanged: (row, group, position) => sameValues(row, groupValues(group, position)),
      update: (id, group, position) =>
        tx
          .update(modifierGroups)
          .set(groupValues(group, position))
          .where(eq(modifierGroups.id, id)),
      insert: (rows) =>
        tx
          .insert(modifierGroups)
          .values(
            rows.map((row) => ({ itemId: row.parentId, ...groupValues(row.values, row.position) })),
          )
          .returning({
            id: modifierGroups.id,
            parentId: modifierGroups.itemId,
            position: modifierGroups.position,
          }),
      remove: (ids) => tx.delete(modifierGroups).where(inArray(modifierGroups.id, [...ids])),
    },
  );

  const wanted = written.flatMap(({ item, id }) =>
    (item.modifierGroups ?? []).map((group, position) => ({
      parentId: groupIds.get(id)?.[position] ?? missing(`modifier group ${position}`),
      values: group.modifiers,
    })),
  );
  const allGroupIds = wanted.map(({ parentId }) => parentId);
  const existing =
    allGroupIds.length === 0
      ? []
      : await tx
          .select()
          .from(modifiers)
          .where(inArray(modifiers.groupId, allGroupIds))
          .orderBy(asc(modifiers.position), asc(modifiers.id));
  const modifierValues = (modifier: DocumentModifier, position: number) => ({
    name: modifier.name,
    price: minorUnits(modifier.price, owner.currency),
    maximumQuantity: modifier.maximumQuantity ?? 1,
    position,
  });
  const modifierIds = await writeInOrder(
    existing.map((row) => ({ ...row, parentId: row.groupId })),
    wanted,
    {
      unchanged: (row, modifier, position) => sameValues(row, modifierValues(modifier, position)),
      update: (id, modifier, position) =>
        tx.update(modifiers).set(modifierValues(modifier, position)).where(eq(modifiers.id, id)),
      insert: (rows) =>
        tx
          .insert(modifiers)
          .values(
            rows.map((row) => ({
              groupId: row.parentId,
              ...modifierValues(row.values, row.position),
            })),
          )
          .returning({
            id: modifiers.id,
            parentId: modifiers.groupId,
            position: modifiers.position,
          }),
      remove: (ids) => tx.delete(modifiers).where(inArray(modifiers.id, [...ids])),
    },
  );

  const taxed = wanted.flatMap(({ parentId, values }) =>
    values.map((modifier, position) => ({
      modifierId: modifierIds.get(parentId)?.[position] ?? missing(`modifier ${position}`),
      taxes: modifier.taxes ?? [],
    })),
  );
  if (taxed.length === 0) return;
  await tx.delete(modifierTaxes).where(
    inArray(
      modifierTaxes.modifierId,
      taxed.map(({ modifierId }) => modifierId),
    ),
  );
  const taxRows = taxed.flatMap(({ modifierId, taxes }) =>
    taxes.map((key) => ({ modifierId, taxId: idOf(taxIds, "tax", key) })),
  );
  if (taxRows.length > 0) await tx.insert(modifierTaxes).values(taxRows);
}

/** Whether a row already holds the values; texts by language, whatever order their keys are in. */
function sameValues(row: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(
    ([field, value]) => canonical(row[field]) === canonical(value),
  );
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function idOf(ids: ReadonlyMap<string, number>, kind: string, key: string): number {
  return ids.get(key) ?? missing(`${kind} ${key}`);
}
