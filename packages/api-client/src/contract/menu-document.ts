import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { categoryScheduleSchema, itemStickers } from "./menu.js";
import { discountListSchema, menuItemTypeSchema } from "./selling-types.js";
import { currencyCodeSchema } from "./money.js";

// A business's whole menu as one JSON document, for its import and export
// (docs/decisions/046-menu-document-and-importer.md). Things refer to each other by `key`, the
// business's own slug; prices are decimal strings in the document's currency ("1.750" is 1 KWD
// 750 fils), turned into minor units by the domain's money functions, never floats.

/** A business's own reference for a category, item, tax, tag or ingredient: "machboos-dajaj". */
export const menuKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug: lower-case letters, digits and single dashes");

/** An amount in the document's currency: "1.750", "12", "0"; at most 9 digits before the point. */
export const decimalPriceSchema = z
  .string()
  .regex(/^\d{1,9}(?:\.\d+)?$/, 'a decimal string such as "1.750", below a billion');

/** A count or measure the database keeps as an integer, within bounds a menu can mean. */
const countSchema = (minimum: number, maximum: number) =>
  z.number().int().min(minimum).max(maximum);

/** A percentage with at most two decimals: "5", "8.1". */
export const decimalPercentSchema = z
  .string()
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, 'a percentage such as "5" or "8.1"');

export const menuDocumentTaxSchema = z
  .object({
    key: menuKeySchema,
    name: localizedTextSchema,
    rate: decimalPercentSchema,
    /** Inclusive taxes are part of the price shown; exclusive ones are added on top. */
    inclusive: z.boolean(),
  })
  .strict();

/** A tag (spicy, vegetarian…) or an ingredient, named from items by key. */
export const menuDocumentLabelSchema = z
  .object({ key: menuKeySchema, name: localizedTextSchema })
  .strict();

export const menuDocumentPriceLabelSchema = z
  .object({
    label: localizedTextSchema,
    price: decimalPriceSchema,
    /** How many one line may hold; absent means 1 and 1000 (spec section 9). */
    minimum: countSchema(1, 1_000_000).optional(),
    maximum: countSchema(1, 1_000_000).optional(),
    /** Grams, for the shipping fee. */
    weight: countSchema(0, 10_000_000).optional(),
  })
  .strict()
  .refine((label) => (label.maximum ?? 1000) >= (label.minimum ?? 1), {
    message: "maximum is below minimum",
    path: ["maximum"],
  });

export const menuDocumentModifierSchema = z
  .object({
    name: localizedTextSchema,
    /** "0" for a free choice. */
    price: decimalPriceSchema,
    /** How many of it one item may carry; absent means 1. */
    maximumQuantity: countSchema(1, 1000).optional(),
    taxes: z.array(menuKeySchema).optional(),
  })
  .strict();

export const menuDocumentModifierGroupSchema = z
  .object({
    name: localizedTextSchema,
    /** How many modifiers of the group the customer must and may choose. */
    minimum: countSchema(0, 1000),
    maximum: countSchema(1, 1000),
    modifiers: z.array(menuDocumentModifierSchema).min(1),
  })
  .strict()
  .refine((group) => group.maximum >= group.minimum, {
    message: "maximum is below minimum",
    path: ["maximum"],
  });

export const menuDocumentItemSchema = z
  .object({
    key: menuKeySchema,
    name: localizedTextSchema,
    description: localizedTextSchema.optional(),
    /** A media path (`/media/demo/items/hummus.webp`) or an http(s) URL. */
    picture: z
      .string()
      .regex(/^(?:\/media\/|https?:\/\/)\S+$/, "a /media/ path or an http(s) address")
      .optional(),
    /** The selling types it is sold for; absent means delivery, dine_in and car_pickup. */
    types: z.array(menuItemTypeSchema).min(1).optional(),
    /** Spec pricing type: STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3. */
    pricingType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
    calories: countSchema(0, 100_000).optional(),
    preparationMinutes: countSchema(0, 1440).optional(),
    commentRequired: z.boolean().optional(),
    visible: z.boolean().optional(),
    /** Branch references that sell it; absent means every branch of the business. */
    branches: z.array(z.string().min(1)).optional(),
    taxes: z.array(menuKeySchema).optional(),
    stickers: z.array(z.enum(itemStickers)).optional(),
    tags: z.array(menuKeySchema).optional(),
    /** In the order the item's page lists them. */
    ingredients: z.array(menuKeySchema).optional(),
    /** Items suggested with it, in order. */
    suggestions: z.array(menuKeySchema).optional(),
    /** The first is the default choice. */
    priceLabels: z.array(menuDocumentPriceLabelSchema).min(1),
    modifierGroups: z.array(menuDocumentModifierGroupSchema).optional(),
  })
  .strict();

/** A category's settings at one branch: hidden there, or the spec's `available` JSON string. */
export const menuDocumentCategoryBranchSchema = z
  .object({
    visible: z.boolean(),
    available: z.string().optional(),
  })
  .strict();

/** A menu category as `menuDocumentCategorySchema` reads it, named because the schema is recursive. */
export interface MenuDocumentCategory {
  key: string;
  name: Record<string, string>;
  description?: Record<string, string> | undefined;
  visible?: boolean | undefined;
  schedule?: z.infer<typeof categoryScheduleSchema> | undefined;
  branches?: Record<string, z.infer<typeof menuDocumentCategoryBranchSchema>> | undefined;
  subcategories?: MenuDocumentCategory[] | undefined;
  items: z.infer<typeof menuDocumentItemSchema>[];
}

export const menuDocumentCategorySchema: z.ZodType<MenuDocumentCategory> = z
  .lazy(
    () =>
      z
        .object({
          key: menuKeySchema,
          name: localizedTextSchema,
          description: localizedTextSchema.optional(),
          /** Absent means shown. */
          visible: z.boolean().optional(),
          /** The weekday schedule, Monday first; absent means always shown. */
          schedule: categoryScheduleSchema.optional(),
          /** By branch reference; a branch not listed shows the category always. */
          branches: z.record(z.string().min(1), menuDocumentCategoryBranchSchema).optional(),
          subcategories: z.array(menuDocumentCategorySchema).optional(),
          items: z.array(menuDocumentItemSchema),
        })
        .strict(),
    // Named, so the OpenAPI document holds the recursive category once, like MenuCategory.
  )
  .meta({ id: "MenuDocumentCategory" });

/** A smart category of the "standard" menu: chosen items of other categories, shown at the top. */
export const menuDocumentSmartCategorySchema = z
  .object({
    key: menuKeySchema,
    name: localizedTextSchema,
    description: localizedTextSchema.optional(),
    schedule: categoryScheduleSchema.optional(),
    items: z.array(menuKeySchema).min(1),
  })
  .strict();

/** A discount of one selling type on the whole menu, one category or one item: a percent or an amount off. */
export const menuDocumentDiscountSchema = z
  .object({
    sellingType: discountListSchema,
    category: menuKeySchema.optional(),
    item: menuKeySchema.optional(),
    percent: decimalPercentSchema.optional(),
    amount: decimalPriceSchema.optional(),
  })
  .strict()
  .refine((discount) => (discount.percent === undefined) !== (discount.amount === undefined), {
    message: "either a percent or an amount",
  })
  .refine((discount) => discount.category === undefined || discount.item === undefined, {
    message: "a category or an item, not both",
  });

export const menuDocumentSchema = z
  .object({
    /** The currency the prices are written in; it must be the business's. */
    currency: currencyCodeSchema,
    taxes: z.array(menuDocumentTaxSchema).optional(),
    tags: z.array(menuDocumentLabelSchema).optional(),
    ingredients: z.array(menuDocumentLabelSchema).optional(),
    categories: z.array(menuDocumentCategorySchema),
    smartCategories: z.array(menuDocumentSmartCategorySchema).optional(),
    /** The key of the highlighted category, regular or smart. */
    highlighted: menuKeySchema.optional(),
    discounts: z.array(menuDocumentDiscountSchema).optional(),
  })
  .strict()
  .superRefine((document, context) => {
    for (const issue of referenceIssues(document)) context.addIssue({ code: "custom", ...issue });
  });

export type MenuDocument = z.infer<typeof menuDocumentSchema>;
export type MenuDocumentItem = z.infer<typeof menuDocumentItemSchema>;
export type MenuDocumentTax = z.infer<typeof menuDocumentTaxSchema>;
export type MenuDocumentLabel = z.infer<typeof menuDocumentLabelSchema>;
export type MenuDocumentModifierGroup = z.infer<typeof menuDocumentModifierGroupSchema>;
export type MenuDocumentDiscount = z.infer<typeof menuDocumentDiscountSchema>;

type Path = (string | number)[];

/**
 * Where a document names a key twice, or a key it does not define: every key is unique among its
 * kind (categories and smart categories share one kind), and every reference names a defined key.
 */
function referenceIssues(document: MenuDocument): { path: Path; message: string }[] {
  const issues: { path: Path; message: string }[] = [];
  const defined = (
    list: readonly { key: string }[],
    path: Path,
    kind: string,
    seen = new Set<string>(),
  ) => {
    list.forEach(({ key }, index) => {
      if (seen.has(key))
        issues.push({ path: [...path, index, "key"], message: `${kind} ${key} is defined twice` });
      seen.add(key);
    });
    return seen;
  };
  const taxes = defined(document.taxes ?? [], ["taxes"], "tax");
  const tags = defined(document.tags ?? [], ["tags"], "tag");
  const ingredients = defined(document.ingredients ?? [], ["ingredients"], "ingredient");
  const categoryKeys = new Set<string>();
  const itemKeys = new Set<string>();
  const itemsAt: { item: MenuDocumentItem; path: Path }[] = [];
  const walk = (list: readonly MenuDocumentCategory[], path: Path) => {
    defined(list, path, "category", categoryKeys);
    list.forEach((category, index) => {
      defined(category.items, [...path, index, "items"], "item", itemKeys);
      category.items.forEach((item, itemIndex) =>
        itemsAt.push({ item, path: [...path, index, "items", itemIndex] }),
      );
      walk(category.subcategories ?? [], [...path, index, "subcategories"]);
    });
  };
  walk(document.categories, ["categories"]);
  const regularCategories = new Set(categoryKeys);
  defined(document.smartCategories ?? [], ["smartCategories"], "category", categoryKeys);

  const refer = (
    keys: readonly string[] | undefined,
    known: ReadonlySet<string>,
    path: Path,
    kind: string,
  ) =>
    (keys ?? []).forEach((key, index) => {
      if (!known.has(key))
        issues.push({ path: [...path, index], message: `no ${kind} has the key ${key}` });
    });
  for (const { item, path } of itemsAt) {
    refer(item.taxes, taxes, [...path, "taxes"], "tax");
    refer(item.tags, tags, [...path, "tags"], "tag");
    refer(item.ingredients, ingredients, [...path, "ingredients"], "ingredient");
    refer(item.suggestions, itemKeys, [...path, "suggestions"], "item");
    (item.modifierGroups ?? []).forEach((group, groupIndex) =>
      group.modifiers.forEach((modifier, modifierIndex) =>
        refer(
          modifier.taxes,
          taxes,
          [...path, "modifierGroups", groupIndex, "modifiers", modifierIndex, "taxes"],
          "tax",
        ),
      ),
    );
  }
  (document.smartCategories ?? []).forEach((smart, index) =>
    refer(smart.items, itemKeys, ["smartCategories", index, "items"], "item"),
  );
  if (document.highlighted !== undefined) {
    if (!categoryKeys.has(document.highlighted)) {
      issues.push({
        path: ["highlighted"],
        message: `no category has the key ${document.highlighted}`,
      });
    }
  }
  (document.discounts ?? []).forEach((discount, index) => {
    if (discount.category !== undefined && !regularCategories.has(discount.category)) {
      issues.push({
        path: ["discounts", index, "category"],
        message: `no category has the key ${discount.category}`,
      });
    }
    if (discount.item !== undefined && !itemKeys.has(discount.item)) {
      issues.push({
        path: ["discounts", index, "item"],
        message: `no item has the key ${discount.item}`,
      });
    }
  });
  return issues;
}
