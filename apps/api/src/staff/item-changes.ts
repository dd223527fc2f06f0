import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { items, priceLabels } from "../db/schema/index.js";
import { RequestFailure } from "../failures/request-failure.js";
import { type Actor, recordAudit } from "./actor.js";

type StaffActor = Extract<Actor, { kind: "staff" }>;

/**
 * Sets one price of a dish of the actor's business, in minor units of its currency. Price labels
 * are a catalogue table: the menu and every new order use the new price from the next request,
 * and an order priced before is priced again (ADR 023). 404 for another business's dish.
 */
export async function changePrice(
  db: Database,
  actor: StaffActor,
  change: { readonly itemId: number; readonly priceLabelId: number; readonly price: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [label] = await tx
      .select({ price: priceLabels.price })
      .from(priceLabels)
      .innerJoin(items, eq(items.id, priceLabels.itemId))
      .where(
        and(
          eq(priceLabels.id, change.priceLabelId),
          eq(priceLabels.itemId, change.itemId),
          eq(items.businessId, actor.businessId),
        ),
      )
      .for("update");
    if (!label) {
      throw new RequestFailure(
        404,
        "NOT_FOUND",
        `No price ${change.priceLabelId} of dish ${change.itemId}`,
      );
    }
    await tx
      .update(priceLabels)
      .set({ price: change.price })
      .where(eq(priceLabels.id, change.priceLabelId));
    await recordAudit(
      tx,
      actor,
      {
        action: "item.price",
        subject: `item:${change.itemId}`,
        detail: { price_label_id: change.priceLabelId, from: label.price, to: change.price },
      },
      now,
    );
  });
}

/** Shows or hides a dish of the actor's business on every branch's menu; 404 for another's. */
export async function changeVisibility(
  db: Database,
  actor: StaffActor,
  change: { readonly itemId: number; readonly visible: boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(items)
      .set({ visible: change.visible })
      .where(and(eq(items.id, change.itemId), eq(items.businessId, actor.businessId)))
      .returning({ id: items.id });
    if (updated.length === 0)
      throw new RequestFailure(404, "NOT_FOUND", `No dish ${change.itemId}`);
    await recordAudit(
      tx,
      actor,
      {
        action: change.visible ? "item.show" : "item.hide",
        subject: `item:${change.itemId}`,
        detail: {},
      },
      now,
    );
  });
}
