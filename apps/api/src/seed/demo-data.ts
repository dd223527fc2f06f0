import type { LocalizedText, MenuDocument } from "@storefront/api-client";
import type { OpeningHours, SellingType } from "@storefront/domain";
import type { Point } from "geojson";
import { readFile } from "node:fs/promises";
import type { banners, businesses, businessHosts, themes } from "../db/schema/index.js";
import { parseMenuDocument } from "../menu-import/read-menu-document.js";
import type { DemoOrdering } from "./demo-ordering.js";
import type { DemoCustomer } from "./seed-customers.js";
import type { DemoStaff } from "./seed-staff.js";
import type { DemoFeedback } from "./seed-feedback.js";
import type { DemoLocations } from "./seed-locations.js";
import type { DemoPastOrders } from "./seed-past-orders.js";
import type { DemoReservation } from "./seed-reservations.js";
import type { DemoWallets } from "./seed-wallets.js";

/** A business of the demo data with its branches; the first branch becomes its default. */
export interface DemoBusiness {
  // Checkout settings come with the ordering data.
  business: Omit<
    typeof businesses.$inferInsert,
    "id" | "defaultBranchId" | "createdAt" | "checkout"
  >;
  branches: {
    referenceId: string;
    name: LocalizedText;
    /** Weekly hours per selling type; a selling type left out has none known (always open). */
    hours?: Partial<Record<SellingType, OpeningHours>>;
    address?: LocalizedText;
    location?: Point;
    /** E.164. */
    phone?: string;
  }[];
  /** Its menu document, demo/menus/<reference>.json, when it has one. */
  menu?: MenuDocument;
  /** Checkout settings, zones, shipping, tables and coupons; coupons name menu keys. */
  ordering?: DemoOrdering;
  /** Host names the business is reached on (GET webapp/v5/restaurant-domain/{domain}). */
  hosts?: Omit<typeof businessHosts.$inferInsert, "businessId">[];
  /** Saved themes, previewed with `?theme_id=`; ids follow this order across the demo. */
  themes?: Omit<typeof themes.$inferInsert, "id" | "businessId">[];
  banners?: DemoBanner[];
}

/** A banner, its branch by reference (none: every branch) and its link by menu key. */
export interface DemoBanner extends Pick<
  typeof banners.$inferInsert,
  "title" | "text" | "image" | "startsOn" | "endsOn" | "active"
> {
  branch?: string;
  link?: { item: string } | { category: string } | { url: string };
}

/** Everything the demo seeds, as read from the data files of `apps/api/demo/`. */
export interface Demo {
  readonly businesses: readonly DemoBusiness[];
  readonly customers: readonly DemoCustomer[];
  readonly locations: DemoLocations;
  readonly reservations: readonly DemoReservation[];
  readonly wallets: DemoWallets;
  readonly pastOrders: DemoPastOrders;
  readonly feedback: DemoFeedback;
  readonly staff: readonly DemoStaff[];
}

/** The demo's data folder: beside `src/` and `dist/`, so both reach it the same way. */
export const demoFolder = new URL("../../demo/", import.meta.url);

/**
 * Reads the demo's data files; each business's menu document is validated as an import would.
 * `const demo = await loadDemo(); demo.businesses[0].business.referenceId // "demo"`
 */
export async function loadDemo(): Promise<Demo> {
  const businessList = await readDemoFile<Omit<DemoBusiness, "menu">[]>("businesses.json");
  const withMenus = await Promise.all(
    businessList.map(async (entry) => {
      const file = `menus/${entry.business.referenceId}.json`;
      return { ...entry, menu: parseMenuDocument(await readDemoFile<unknown>(file), file) };
    }),
  );
  return {
    businesses: withMenus,
    customers: await readDemoFile("customers.json"),
    locations: await readDemoFile("locations.json"),
    reservations: await readDemoFile("reservations.json"),
    wallets: await readDemoFile("wallets.json"),
    pastOrders: await readDemoFile("past-orders.json"),
    feedback: await readDemoFile("feedback.json"),
    staff: await readDemoFile("staff.json"),
  };
}

async function readDemoFile<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(new URL(name, demoFolder), "utf8")) as T;
}
