import { z } from "zod";
import { localizedTextSchema } from "./localized-text.js";
import { webUrlSchema } from "./business-settings.js";
import { currencyCodeSchema, moneySchema } from "./money.js";
import { menuItemTypeSchema } from "./selling-types.js";
import { successAnswerSchema } from "./envelope.js";

const idSchema = z.number().int().positive();
const countSchema = z.number().int().min(0);

/** A tax with its rate in hundredths of a percent (810 is 8.1 %). */
export const menuTaxSchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    rate_basis_points: z.number().int().min(0).max(10_000),
  })
  .strict();

/** A category's settings at the menu's branch: the spec's `available` JSON string (status, from, to) and `visible`. */
export const categoryBranchSchema = z
  .object({
    visible: z.boolean(),
    available: z.string().nullable(),
  })
  .strict();

/** One weekday of a category's schedule (Monday is index 0). */
const categoryDaySchema = z
  .object({
    closed: z.boolean(),
    shifts: z.array(z.object({ time_from: z.string(), time_to: z.string() }).strict()),
  })
  .strict();

export const categoryScheduleSchema = z
  .object({
    days: z.array(categoryDaySchema).max(7),
    pin_schedule: z.boolean().optional(),
  })
  .strict();

/** A menu category as `menuCategorySchema` reads it, named because the schema is recursive. */
export interface MenuCategoryShape {
  id: number;
  parent_id: number | null;
  name: Record<string, string>;
  description: Record<string, string> | null;
  visible: boolean;
  available: z.infer<typeof categoryScheduleSchema> | null;
  branch: z.infer<typeof categoryBranchSchema> | null;
  subcategories: MenuCategoryShape[];
}

/** A menu category with its subcategories (spec section 3, Menu category). */
export const menuCategorySchema: z.ZodType<MenuCategoryShape> = z
  .lazy(
    () =>
      z
        .object({
          id: idSchema,
          parent_id: idSchema.nullable(),
          name: localizedTextSchema,
          description: localizedTextSchema.nullable(),
          visible: z.boolean(),
          available: categoryScheduleSchema.nullable(),
          branch: categoryBranchSchema.nullable(),
          subcategories: z.array(menuCategorySchema),
        })
        .strict(),
    // Named, so the OpenAPI document holds the recursive schema once and refers to it by name.
  )
  .meta({ id: "MenuCategory" });

/** One price of an item (spec: price_label), with its quantity limits (defaults 1 and 1000). */
export const priceLabelSchema = z
  .object({
    id: idSchema,
    label: localizedTextSchema,
    price: moneySchema,
    minimum: z.number().int().min(1),
    maximum: z.number().int().min(1),
    /** Grams of one unit, for the shipping fee. */
    weight: countSchema.nullable(),
  })
  .strict();

export const modifierSchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    price: moneySchema,
    maximum_quantity: z.number().int().min(1),
    /** Taxes added on top of the price. */
    taxes: z.array(menuTaxSchema),
    /** Taxes already inside the price (a business whose prices include tax never adds it to an option). */
    inclusive_taxes: z.array(menuTaxSchema),
  })
  .strict();

/** A choice on an item: at least `minimum` and at most `maximum` of its modifiers. */
export const modifierGroupSchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    minimum: countSchema,
    maximum: z.number().int().min(1),
    modifiers: z.array(modifierSchema).min(1),
  })
  .strict();

/** The category or grand_category an item carries, with its settings at the branch. */
export const itemCategoryRefSchema = z
  .object({ id: idSchema, branch: categoryBranchSchema.nullable() })
  .strict();

/** Badges on an item card, worded by the storefront in the interface language. */
export const itemStickers = ["new", "popular", "chef_choice", "limited", "seasonal"] as const;

/** A menu item (spec section 3, Menu item and Cart item). */
export const menuItemSchema = z
  .object({
    id: idSchema,
    category_id: idSchema,
    name: localizedTextSchema,
    description: localizedTextSchema.nullable(),
    types: z.array(menuItemTypeSchema),
    visible: z.boolean(),
    /** STARTING_FROM 0, MULTIPLE_OPTIONS 1, PRICE_ON_SELECTION 2, MIN_MAX 3. */
    pricing_type: z.number().int().min(0).max(3),
    calories: countSchema.nullable(),
    /** Minutes. */
    preparation_time: countSchema.nullable(),
    comment_is_required: z.boolean(),
    price_labels: z.array(priceLabelSchema).min(1),
    modifier_groups: z.array(modifierGroupSchema),
    /** Taxes added on top of the price. */
    taxes: z.array(menuTaxSchema),
    /** Taxes already inside the price. */
    inclusive_taxes: z.array(menuTaxSchema),
    category: itemCategoryRefSchema,
    grand_category: itemCategoryRefSchema.nullable(),
    /** The branches that sell the item. */
    branches: z.array(idSchema).min(1),
    // The fields below are always sent by this API; they are optional so that answers and test
    // fixtures written before them still read (docs/decisions/018-browse-calls.md).
    /** The item's picture; null until it has one. */
    image: webUrlSchema.nullable().optional(),
    stickers: z.array(z.enum(itemStickers)).optional(),
    /** Its tags (spicy, vegetarian…) and ingredients, named by `GET tags-ingredients`. */
    tag_ids: z.array(idSchema).optional(),
    ingredient_ids: z.array(idSchema).optional(),
    /** Items to suggest with it, in order, each sold by the same branch. */
    suggested_item_ids: z.array(idSchema).optional(),
  })
  .strict();

/** A database id in a path: decimal digits only, within PostgreSQL's integer range. */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

export const getMenuParamsSchema = z.object({ id: pathIdSchema }).strict();

/** A branch's menu: every category of the business and every item the branch sells. */
export const branchMenuSchema = z
  .object({
    categories: z.array(menuCategorySchema),
    items: z.array(menuItemSchema),
  })
  .strict();

/**
 * A smart category (the "standard" menu, spec 9: "merged in at the top"): a category of chosen
 * items that live in other categories, listed by `item_ids` in its order (only items the branch
 * sells). It never has subcategories; its id is never a regular category's.
 */
export const smartCategorySchema = z
  .object({
    id: idSchema,
    parent_id: z.null(),
    name: localizedTextSchema,
    description: localizedTextSchema.nullable(),
    visible: z.boolean(),
    available: categoryScheduleSchema.nullable(),
    branch: categoryBranchSchema.nullable(),
    subcategories: z.array(menuCategorySchema).max(0),
    item_ids: z.array(idSchema),
  })
  .strict();

/** GET webapp/v5/menu/{id}: the menu of a branch, every category and item with its settings there. */
export const getMenuAnswerSchema = successAnswerSchema({
  /** The currency of every amount in the menu. */
  currency: currencyCodeSchema,
  menu: branchMenuSchema,
  smart_categories: z.array(smartCategorySchema),
  /** The category (regular or smart) the menu opens on and marks; null: none. */
  highlightedCat: idSchema.nullable(),
  /** With the standard menu, regular categories still show their subcategories as sections. */
  showStandardSubCats: z.boolean(),
});

export const getItemParamsSchema = z
  .object({ branch_id: pathIdSchema, item_id: pathIdSchema })
  .strict();

/** GET webapp/v5/item/{branchId}/{itemId}: one item as the branch sells it ("Answer has id"). */
export const getItemAnswerSchema = menuItemSchema
  .extend({
    error: z.literal(0),
    message: z.string(),
    /** The currency of every amount of the item. */
    currency: currencyCodeSchema,
  })
  .strict();

export type GetItemAnswer = z.infer<typeof getItemAnswerSchema>;
export type MenuTax = z.infer<typeof menuTaxSchema>;
export type MenuCategoryDto = z.infer<typeof menuCategorySchema>;
export type PriceLabelDto = z.infer<typeof priceLabelSchema>;
export type ModifierDto = z.infer<typeof modifierSchema>;
export type ModifierGroupDto = z.infer<typeof modifierGroupSchema>;
export type MenuItemDto = z.infer<typeof menuItemSchema>;
export type ItemSticker = (typeof itemStickers)[number];
export type BranchMenuDto = z.infer<typeof branchMenuSchema>;
export type SmartCategoryDto = z.infer<typeof smartCategorySchema>;
export type GetMenuAnswer = z.infer<typeof getMenuAnswerSchema>;
