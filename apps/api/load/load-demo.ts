// What the load's clients need of the seeded demo, found by the demo's own names: the café's order
// (open around the clock), its coupon, a wallet package, a dish the storefront's menu adds with one
// press, and sessions for the customers and the owner. Sessions are opened as a right code opens
// them (the codes themselves are other tests' business); everything after that goes over HTTP.
import type { OrderRequestBody } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { benchOrder } from "../bench/bench-order.js";
import { openSession } from "../src/accounts/sessions.js";
import type { Database } from "../src/db/database.js";
import { businesses, staffMembers, users } from "../src/db/schema/index.js";
import { openStaffSession } from "../src/staff/staff-sessions.js";

export interface LoadDemo {
  readonly order: OrderRequestBody;
  /** The café's online payment method. */
  readonly online: number;
  readonly couponCode: string;
  readonly packageId: number;
  readonly storefrontBusiness: string;
  readonly itemPath: string;
  /** The menu's one-press add form: where it posts, its fields and the dish's name. */
  readonly quickAdd: { action: string; fields: Record<string, string>; itemName: string };
}

const business = "demo-zurich";
const ownerPhone = "+41790000101";
const couponCode = "GRUEZI5";
const online = 8;

export async function loadDemo(client: pg.Client, storefront: string): Promise<LoadDemo> {
  const order = await benchOrder(client);
  const { rows } = await client.query<{ id: number }>(
    `select p.id from wallet_packages p join businesses b on b.id = p.business_id
      where b.reference_id = $1 and p.visible order by p.price limit 1`,
    [business],
  );
  const packageId = rows[0]?.id;
  if (packageId === undefined) throw new Error(`${business} sells no wallet package`);
  const menu = await (await fetch(`${storefront}/${business}/delivery`)).text();
  const itemPath = menu.match(new RegExp(`href="(/${business}/delivery/\\d+/\\d+)"`))?.[1];
  if (!itemPath) throw new Error(`the ${business} menu links to no item`);
  return {
    order,
    online,
    couponCode,
    packageId,
    storefrontBusiness: business,
    itemPath,
    quickAdd: quickAddOf(menu),
  };
}

/** The first one-press add form of a menu page, with the name of its dish. */
function quickAddOf(menu: string): LoadDemo["quickAdd"] {
  const card = menu.match(
    /class="menu-item__name" href="[^"]*">([^<]+)<\/a>(?:(?!<li).)*?<form method="post" action="([^"]+)" class="quick-add"[^>]*>(.*?)<\/form>/s,
  );
  if (!card?.[1] || !card[2] || !card[3]) throw new Error("the menu has no one-press add form");
  // What a browser posts: the form's hidden fields and the pressed button's name and value.
  const fields = Object.fromEntries(
    [...card[3].matchAll(/<(?:input type="hidden"|button)\b([^>]*)>/g)].flatMap((control) => {
      const name = /\bname="([^"]+)"/.exec(control[1] ?? "")?.[1];
      const value = /\bvalue="([^"]*)"/.exec(control[1] ?? "")?.[1];
      return name === undefined ? [] : [[name, decodeEntities(value ?? "")]];
    }),
  );
  return { action: decodeEntities(card[2]), fields, itemName: decodeEntities(card[1]) };
}

const decodeEntities = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

/** `count` new customers of the café, each with a session. */
export async function customerSessions(db: Database, count: number): Promise<string[]> {
  const [cafe] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, business));
  if (!cafe) throw new Error(`no ${business}`);
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const [user] = await db
      .insert(users)
      .values({
        businessId: cafe.id,
        name: `Load customer ${index + 1}`,
        phone: `+4179${String(5_000_000 + index).padStart(7, "0")}`,
        email: null,
        createdAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error("no customer");
    tokens.push(await openSession(db, user.id, cafe.id, new Date()));
  }
  return tokens;
}

/** A session of the café's owner. */
export async function ownerSession(db: Database): Promise<string> {
  const [owner] = await db.select().from(staffMembers).where(eq(staffMembers.phone, ownerPhone));
  if (!owner) throw new Error(`no owner ${ownerPhone}`);
  return (await openStaffSession(db, owner, new Date())).token;
}
