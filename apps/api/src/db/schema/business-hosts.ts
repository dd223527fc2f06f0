import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { ownedBy } from "./columns.js";

/**
 * A host name a business's storefront is reached on (GET webapp/v5/restaurant-domain/{domain}):
 * one host, one business. Its primary host is its own site (`url` in the restaurant answer).
 */
export const businessHosts = pgTable(
  "business_hosts",
  {
    /** Lower case, without a port; IDNs in their xn-- form. */
    host: text("host").primaryKey(),
    businessId: ownedBy("business_id", () => businesses.id),
    /** The business's own site; other hosts (www., old names) send visitors to it. */
    primary: boolean("primary").notNull().default(false),
    /** Served over https (false only for development hosts such as *.localhost). */
    https: boolean("https").notNull().default(true),
    /** Visitors of the shared storefront (/{referenceId}) are sent to this host. */
    redirectShared: boolean("redirect_shared").notNull().default(false),
  },
  (table) => [
    index("business_hosts_business_id_index").on(table.businessId),
    uniqueIndex("business_hosts_one_primary")
      .on(table.businessId)
      .where(sql`${table.primary}`),
    check(
      "business_hosts_host_format",
      sql`${table.host} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' and length(${table.host}) <= 253`,
    ),
    check(
      "business_hosts_redirect_from_primary",
      sql`not ${table.redirectShared} or ${table.primary}`,
    ),
  ],
);
