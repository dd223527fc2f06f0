import type { SellingType } from "@storefront/domain";
import { eq, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.js";
import { type DemoBanner, type DemoBusiness, demoBusinesses } from "./demo-businesses.js";
import { seedDemoCustomers } from "./demo-customers.js";
import { seedDemoPastOrders } from "./demo-past-orders.js";
import { seedDemoFeedback } from "./demo-feedback.js";
import { seedDemoLocations } from "./demo-locations.js";
import { seedDemoReservations } from "./demo-reservations.js";
import { seedDemoWallets } from "./demo-wallets.js";
import { insertOrdering } from "./demo-ordering/insert-ordering.js";
import { insertMenu, insertStandardMenu, type MenuIds, type MenuOwner } from "./seed-menu.js";
import * as schema from "./schema/index.js";
import {
  banners,
  branches,
  businesses,
  businessHosts,
  openingHours,
  themes,
} from "./schema/index.js";

/**
 * Inserts each demo business whose reference is absent, with its branches and menu, one transaction per
 * business; running it again changes nothing. Returns the references it inserted.
 * `await seedDemo(db) // ["demo", "demo-shop", ...] the first time, [] after`
 */
export async function seedDemo(db: Database): Promise<string[]> {
  const inserted = await seedBusinesses(db, demoBusinesses);
  await seedDemoCustomers(db);
  await seedDemoLocations(db);
  await seedDemoReservations(db);
  await seedDemoWallets(db);
  await seedDemoPastOrders(db);
  await seedDemoFeedback(db);
  return inserted;
}

/** Inserts each business of the list whose reference is absent; returns the references inserted. */
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
    if (menu?.smartCategories || menu?.highlighted) {
      await db.transaction((tx) => insertStandardMenu(tx, owner, menu, menuIds));
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
      ? await insertMenu(tx, owner, menu)
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
            demoBannerRow(banner, position, owner, menuIds, menu?.images ?? {}),
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
  itemImages: Readonly<Record<string, string>>,
): typeof banners.$inferInsert {
  const idOf = (ids: ReadonlyMap<string, number>, key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo banner refers to an unknown ${key}`);
    return id;
  };
  return {
    ...banner,
    image: banner.image ?? (link && "item" in link ? (itemImages[link.item] ?? null) : null),
    businessId: owner.businessId,
    branchId: branch === undefined ? null : idOf(owner.branchIds, branch),
    linkItemId: link && "item" in link ? idOf(menuIds.items, link.item) : null,
    linkCategoryId: link && "category" in link ? idOf(menuIds.categories, link.category) : null,
    linkUrl: link && "url" in link ? link.url : null,
    position,
  };
}

/** Empties every table of the schema and restarts its ids, for a clean reseed. */
export async function emptyTables(db: Database): Promise<void> {
  // The catalogue revision keeps its one row (and only grows), so caches never see an old number.
  const tables = Object.values(schema).filter(
    (value) => is(value, PgTable) && value !== schema.catalogueRevision,
  );
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
}
