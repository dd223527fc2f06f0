import { type LocalizedText, orderRequestSchema } from "@storefront/api-client";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.js";
import {
  branches,
  items,
  orders,
  payments,
  priceLabels,
  walletPackagePurchases,
  walletPackages,
} from "../db/schema/index.js";
import { placeOrder } from "../orders/place-order.js";
import { sandboxGateway } from "../payments/sandbox-gateway.js";
import { settlePurchase } from "../wallet/settle-purchase.js";
import { findAccount, findBusiness, hasRow } from "./demo-lookups.js";

/** A package a demo business sells: pay `price`, receive `amount` (minor units). */
interface DemoPackage {
  readonly name: LocalizedText;
  readonly price: number;
  readonly amount: number;
  readonly visible?: boolean;
}

/** A demo customer's wallet history: packages bought, then an order partly paid from the wallet. */
interface DemoWalletHistory {
  readonly business: string;
  readonly name: string;
  readonly phone: string;
  /** Positions in the business's package list, each bought and paid. */
  readonly bought: readonly number[];
  /** A car-pickup order of one item (by its English name), paid in cash, the wallet used. */
  readonly order?: {
    readonly branch: string;
    readonly item: string;
    readonly quantity: number;
    /** ISO 8601. */
    readonly at: string;
    readonly car: { model: string; color: string; plate_number: string };
  };
}

/** The demo's wallet packages by business reference and its customers' histories (demo/wallets.json). */
export interface DemoWallets {
  readonly packages: Readonly<Record<string, readonly DemoPackage[]>>;
  readonly histories: readonly DemoWalletHistory[];
}

const boughtAt = new Date("2026-02-01T12:00:00Z");

/**
 * Writes the demo businesses' wallet packages and the demo customers' wallets, each through the
 * same code a customer's purchase and order go through, so the ledger holds top-ups, bonuses and an
 * order debit. Skips a business that already has packages: running it again changes nothing.
 */
export async function seedDemoWallets(
  db: Database,
  { packages: packageLists, histories }: DemoWallets,
): Promise<void> {
  for (const [reference, packages] of Object.entries(packageLists)) {
    const business = await findBusiness(db, reference);
    if (!business) continue;
    if (await hasRow(db, walletPackages, eq(walletPackages.businessId, business.id))) continue;
    const written = await db
      .insert(walletPackages)
      .values(
        packages.map((entry, position) => ({
          businessId: business.id,
          name: entry.name,
          price: entry.price,
          amount: entry.amount,
          visible: entry.visible ?? true,
          position,
        })),
      )
      .returning({
        id: walletPackages.id,
        price: walletPackages.price,
        amount: walletPackages.amount,
      });
    for (const history of histories.filter((entry) => entry.business === reference)) {
      await seedHistory(db, business, written, history);
    }
  }
}

async function seedHistory(
  db: Database,
  business: { id: number; currency: string },
  packages: readonly { id: number; price: number; amount: number }[],
  history: DemoWalletHistory,
): Promise<void> {
  const user = await findAccount(db, business.id, history.phone);
  if (!user) return;
  for (const [index, position] of history.bought.entries()) {
    const bought = packages[position];
    if (!bought) continue;
    const purchaseId = `demo-purchase-${user.id}-${index}-${bought.id}`.padEnd(22, "0");
    await db.insert(walletPackagePurchases).values({
      id: purchaseId,
      userId: user.id,
      businessId: business.id,
      packageId: bought.id,
      price: bought.price,
      amount: bought.amount,
      currency: business.currency,
      status: "pending",
      createdAt: boughtAt,
      idempotencyKey: purchaseId,
    });
    // Paid by card through the sandbox, as a purchase on the storefront is.
    const paymentId = `demo-payment-${user.id}-${index}-${bought.id}`.padEnd(22, "0");
    await db.insert(payments).values({
      id: paymentId,
      purchaseId,
      gateway: "sandbox",
      method: 1,
      amount: bought.price,
      currency: business.currency,
      gatewayStatus: "approved",
      returnUrl: "http://localhost:3000/",
      createdAt: boughtAt,
      decidedAt: boughtAt,
    });
    await settlePurchase(db, paymentId, purchaseId, "approved", boughtAt);
  }
  const { order } = history;
  if (!order) return;
  const [found] = await db
    .select({ branchId: branches.id, itemId: items.id, labelId: priceLabels.id })
    .from(items)
    .innerJoin(branches, eq(branches.businessId, items.businessId))
    .innerJoin(priceLabels, eq(priceLabels.itemId, items.id))
    .where(
      and(
        eq(items.businessId, business.id),
        eq(branches.referenceId, order.branch),
        sql`${items.name}->>'en' = ${order.item}`,
      ),
    )
    .limit(1);
  if (!found) return;
  const { status, answer } = await placeOrder(
    {
      db,
      gateway: sandboxGateway(db, "http://localhost/"),
      returnOrigins: [],
      now: new Date(order.at),
      language: "en",
      customer: { userId: user.id, businessId: business.id },
    },
    orderRequestSchema.parse({
      priority: "now",
      branch_id: found.branchId,
      order_lines: [
        {
          item_id: found.itemId,
          price_label_id: found.labelId,
          quantity: order.quantity,
          modifiers: "",
        },
      ],
      name: history.name,
      phone: history.phone.slice(4),
      dial_code: history.phone.slice(0, 4),
      payment_type: 2,
      selling_types: "car_pickup",
      car: order.car,
      use_wallet: true,
    }),
    `demo-wallet-order-${user.id}`.padEnd(16, "0"),
  );
  // Listed in the history by when she ordered, not when the seed ran (ADR 033).
  if (status === 201) {
    await db
      .update(orders)
      .set({ createdAt: new Date(order.at), updatedAt: new Date(order.at) })
      .where(eq(orders.id, answer.order.id));
  }
}
