import type { MenuDocument, MenuDocumentCategory } from "@storefront/api-client";
import type { SellingType } from "@storefront/domain";
import { eq, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.js";
import * as schema from "../db/schema/index.js";
import type { MenuIds, MenuOwner } from "../menu-import/menu-values.js";
import { writeMenu, writeStandardMenu } from "../menu-import/write-menu.js";
import { type Demo, type DemoBanner, type DemoBusiness, loadDemo } from "./demo-data.js";
import { insertOrdering } from "./insert-ordering.js";
import { seedDemoCustomers } from "./seed-customers.js";
import { seedDemoFeedback } from "./seed-feedback.js";
import { seedDemoLocations } from "./seed-locations.js";
import { seedDemoPastOrders } from "./seed-past-orders.js";
import { seedDemoReservations } from "./seed-reservations.js";
import { seedDemoStaff } from "./seed-staff.js";
import { seedDemoWallets } from "./seed-wallets.js";
import {
  banners,
  branches,
  businesses,
  businessHosts,
  openingHours,
  themes,
} from "../db/schema/index.js";

/**
 * Inserts each demo business whose reference is absent, with its branches and menu, one transaction per
 * business, then the demo's customers and their history; running it again changes nothing. Returns
 * the references it inserted. The data comes from `apps/api/demo/` unless given.
 * `await seedDemo(db) // ["demo", "demo-shop", ...] the first time, [] after`
 */
export async function seedDemo(db: Database, demo?: Demo): Promise<string[]> {
  const data = demo ?? (await loadDemo());
  const inserted = await seedBusinesses(db, data.businesses);
  await seedDemoCustomers(db, data.customers);
  await seedDemoLocations(db, data.locations);
  await seedDemoReservations(db, data.reservations);
  await seedDemoWallets(db, data.wallets);
  await seedDemoPastOrders(db, data.pastOrders);
  await seedDemoFeedback(db, data.feedback);
  await seedDemoStaff(db, data.staff);
  return inserted;
}

/**
 * Inserts each business of the list whose reference is absent, its menu through the menu
 * importer's writer; returns the references inserted.
 */
export async function seedBusinesses(
  db: Database,
  list: readonly DemoBusiness[],
): Promise<string[]> {
  const inserted: { entry: DemoBusiness; owner: MenuOwner; menuIds: MenuIds }[] = [];
  for (const entry of list) {
    const written = await insertBusiness(db, entry);
    if (written) inserted.push({ entry, ...written });
  }
  // Smart categories take category ids after every business's menu, so the regular categories
  // keep the ids the browser tests name.
  for (const { entry, owner, menuIds } of inserted) {
    const { menu } = entry;
    if (menu?.smartCategories || menu?.highlighted !== undefined) {
      await db.transaction((tx) => writeStandardMenu(tx, owner, menu, menuIds));
    }
  }
  return inserted.map(({ entry }) => entry.business.referenceId);
}

async function insertBusiness(
  db: Database,
  {
    business,
    branches: branchList,
    menu,
    ordering,
    hosts,
    themes: themeList,
    banners: bannerList,
  }: DemoBusiness,
): Promise<{ owner: MenuOwner; menuIds: MenuIds } | undefined> {
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than a prior lookup, so two seeders at once still insert one business.
    const [created] = await tx
      .insert(businesses)
      .values({ ...business, checkout: ordering?.checkout ?? null })
      .onConflictDoNothing({ target: businesses.referenceId })
      .returning({ id: businesses.id });
    if (!created) return undefined;

    const createdBranches = await tx
      .insert(branches)
      .values(
        branchList.map(({ referenceId, name, address, location, phone }, position) => ({
          referenceId,
          name,
          address,
          location,
          phone,
          businessId: created.id,
          position,
        })),
      )
      .returning({
        id: branches.id,
        position: branches.position,
        referenceId: branches.referenceId,
      });
    const defaultBranch = createdBranches.find((branch) => branch.position === 0);
    if (defaultBranch) {
      await tx
        .update(businesses)
        .set({ defaultBranchId: defaultBranch.id })
        .where(eq(businesses.id, created.id));
    }
    const hours = branchList.flatMap(({ referenceId, hours: byType = {} }) => {
      const branchId = createdBranches.find((branch) => branch.referenceId === referenceId)?.id;
      return branchId === undefined
        ? []
        : Object.entries(byType).map(([sellingType, weekly]) => ({
            branchId,
            sellingType: sellingType as SellingType,
            hours: weekly,
          }));
    });
    if (hours.length > 0) await tx.insert(openingHours).values(hours);
    const branchIds = new Map(createdBranches.map((branch) => [branch.referenceId, branch.id]));
    const owner: MenuOwner = { businessId: created.id, currency: business.currency, branchIds };
    const menuIds: MenuIds = menu
      ? await writeMenu(tx, owner, menu)
      : { categories: new Map(), items: new Map() };
    if (ordering) {
      await insertOrdering(tx, { businessId: created.id, branchIds, menuIds }, ordering);
    }
    if (hosts && hosts.length > 0) {
      await tx
        .insert(businessHosts)
        .values(hosts.map((host) => ({ ...host, businessId: created.id })));
    }
    if (themeList && themeList.length > 0) {
      await tx
        .insert(themes)
        .values(themeList.map((theme) => ({ ...theme, businessId: created.id })));
    }
    if (bannerList && bannerList.length > 0) {
      await tx
        .insert(banners)
        .values(
          bannerList.map((banner, position) =>
            demoBannerRow(banner, position, owner, menuIds, picturesOf(menu)),
          ),
        );
    }
    return { owner, menuIds };
  });
}

/**
 * A demo banner as a row: its branch and link by id; a key naming nothing stops the seed. A banner
 * leading to a pictured dish shows that dish's picture unless it has its own.
 */
function demoBannerRow(
  { branch, link, ...banner }: DemoBanner,
  position: number,
  owner: MenuOwner,
  menuIds: MenuIds,
  itemImages: ReadonlyMap<string, string>,
): typeof banners.$inferInsert {
  const idOf = (ids: ReadonlyMap<string, number>, key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo banner refers to an unknown ${key}`);
    return id;
  };
  return {
    ...banner,
    image: banner.image ?? (link && "item" in link ? (itemImages.get(link.item) ?? null) : null),
    businessId: owner.businessId,
    branchId: branch === undefined ? null : idOf(owner.branchIds, branch),
    linkItemId: link && "item" in link ? idOf(menuIds.items, link.item) : null,
    linkCategoryId: link && "category" in link ? idOf(menuIds.categories, link.category) : null,
    linkUrl: link && "url" in link ? link.url : null,
    position,
  };
}

/** Each pictured item's picture by key. */
function picturesOf(menu: MenuDocument | undefined): Map<string, string> {
  const pictures = new Map<string, string>();
  const walk = (list: readonly MenuDocumentCategory[]) => {
    for (const category of list) {
      for (const item of category.items) if (item.picture) pictures.set(item.key, item.picture);
      walk(category.subcategories ?? []);
    }
  };
  walk(menu?.categories ?? []);
  return pictures;
}

/** Empties every table of the schema and restarts its ids, for a clean reseed. */
export async function emptyTables(db: Database): Promise<void> {
  // The catalogue revision keeps its one row (and only grows), so caches never see an old number.
  const tables = Object.values(schema).filter(
    (value) => is(value, PgTable) && value !== schema.catalogueRevision,
  );
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
}
