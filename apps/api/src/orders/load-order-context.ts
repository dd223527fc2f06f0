import {
  businessSettingsOf,
  type CheckoutSettings,
  type GetMenuAnswer,
} from "@storefront/api-client";
import type { MenuDiscounts, OpeningHours, SellingType } from "@storefront/domain";
import { type OrderCatalogue, orderCatalogue } from "../catalogue/order-catalogue-cache.js";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import { checkoutSettingsOf } from "../checkout/checkout-settings.js";
import type { Database } from "../db/database.js";
import type { SoldOutAtBranch } from "../menu/find-menu.js";

/** Everything an order of one branch is checked and priced against, read in one place. */
export interface OrderContext {
  /** The catalogue revision it was read at (ADR 023): an order written at another is priced again. */
  readonly revision: number;
  readonly businessId: number;
  readonly referenceId: string;
  readonly branchId: number;
  readonly currency: string;
  readonly country: string;
  readonly timeZone: string;
  readonly locales: readonly string[];
  readonly settings: CheckoutSettings;
  /** The business offers modifiers (spec 5: "if modifiers are enabled"); off, items have none. */
  readonly modifiersEnabled: boolean;
  /** The business offers the wallet (its `enable_wallet`; ADR 027). */
  readonly walletEnabled: boolean;
  /** A guest proves the order's phone by a code (ADR 038), unless the business has `disable_otp` on. */
  readonly guestsProvePhone: boolean;
  /** The branch's menu limited to the ordered items, with every category. */
  readonly menu: GetMenuAnswer["menu"];
  readonly discounts: MenuDiscounts;
  /** The branch's opening hours of each selling type that has them. */
  readonly hours: Partial<Record<SellingType, OpeningHours>>;
  /** Until when the branch takes no orders of a selling type (busy); past times mean none. */
  readonly pausedUntil: Partial<Record<SellingType, Date>>;
  /** The dishes and options the branch ran out of (ADR 060). */
  readonly soldOut: SoldOutAtBranch;
}

/**
 * The context of an order of these items at a branch, from the catalogue kept for `revision` (read
 * here when not given), or undefined when no branch has the id.
 */
export async function loadOrderContext(
  db: Database,
  branchId: number,
  itemIds: readonly number[],
  revision?: number,
): Promise<OrderContext | undefined> {
  const catalogue = await orderCatalogue(
    db,
    branchId,
    revision ?? (await readCatalogueRevision(db)),
  );
  if (!catalogue) return undefined;
  const { menu, itemIndex } = catalogue;
  // Only the ordered items, in menu order: an order of three dishes does not filter thousands.
  const ordered = [...new Set(itemIds)]
    .map((id) => itemIndex.get(id))
    .filter((index) => index !== undefined)
    .sort((a, b) => a - b)
    .flatMap((index) => menu.items[index] ?? []);
  return { ...branchContext(catalogue, branchId), menu: { ...menu, items: ordered } };
}

/** What every order of a branch shares at one revision, worked out once per cached catalogue. */
const branchContexts = new WeakMap<OrderCatalogue, Omit<OrderContext, "menu">>();

function branchContext(catalogue: OrderCatalogue, branchId: number): Omit<OrderContext, "menu"> {
  const known = branchContexts.get(catalogue);
  if (known) return known;
  const { business } = catalogue;
  const businessSettings = businessSettingsOf(business.settings);
  const context = {
    revision: catalogue.revision,
    businessId: business.id,
    referenceId: business.referenceId,
    branchId,
    currency: business.currency,
    country: business.country,
    timeZone: business.timeZone,
    locales: business.locales,
    settings: checkoutSettingsOf(business.checkout),
    modifiersEnabled: businessSettings.modifiers,
    walletEnabled: businessSettings.enable_wallet,
    guestsProvePhone: !businessSettings.disable_otp,
    discounts: catalogue.discounts,
    hours: catalogue.hours,
    pausedUntil: catalogue.pausedUntil,
    soldOut: catalogue.soldOut,
  };
  branchContexts.set(catalogue, context);
  return context;
}
