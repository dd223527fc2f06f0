import {
  calcOrderAnswerSchema,
  failureSchema,
  getMenuAnswerSchema,
  orderExamples,
} from "@storefront/api-client";
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  itemBranches,
  items,
  modifierGroups,
  modifiers,
  priceLabels,
  staffAudit,
} from "../db/schema/index.js";
import { mondayNoon, testClock } from "../../test/clock.js";
import { testApi } from "../../test/test-api.js";
import { businessId, tillKey, withKey } from "../../test/till.js";

// ADR 060: a dish or an option the till marks sold out at a branch leaves that branch's menu on
// the storefront's next request, an order of it is refused by name, and marking it back brings
// it back. Every mark is in the business's audit under its key.

const clock = testClock(mondayNoon);
const api = testApi({ clock: clock.now });
const salmiya = 1;
const falafel = orderExamples.car_pickup.order_lines[0]!;
let key = { id: 0, key: "" };
/** A dish of the branch with an option no group requires, and its first price. */
let optional = { itemId: 0, priceLabelId: 0, modifierId: 0 };

beforeAll(async () => {
  key = await tillKey(api.db, await businessId(api.db, "demo"), clock.now());
  const [row] = await api.db
    .select({ itemId: items.id, modifierId: modifiers.id, priceLabelId: priceLabels.id })
    .from(modifiers)
    .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
    .innerJoin(items, eq(items.id, modifierGroups.itemId))
    .innerJoin(priceLabels, eq(priceLabels.itemId, items.id))
    .innerJoin(
      itemBranches,
      and(eq(itemBranches.itemId, items.id), eq(itemBranches.branchId, salmiya)),
    )
    .where(and(eq(modifierGroups.minimum, 0), eq(items.commentRequired, false)))
    .orderBy(items.id, priceLabels.position, modifiers.id)
    .limit(1);
  if (!row) throw new Error("The demo has no dish with an optional choice");
  optional = row;
});

const mark = (what: "items" | "modifiers", id: number, soldOut: boolean) =>
  api.app.inject({
    method: "POST",
    url: `/service/pos/branches/${salmiya}/${what}/${id}/sold-out`,
    headers: withKey(key.key),
    payload: { sold_out: soldOut },
  });

async function menu() {
  const response = await api.app.inject({ method: "GET", url: `/webapp/v5/menu/${salmiya}` });
  expect(response.statusCode).toBe(200);
  return getMenuAnswerSchema.parse(response.json()).menu;
}

let orders = 0;
const order = (line: object) =>
  api.app.inject({
    method: "POST",
    url: "/webapp/order",
    headers: { "idempotency-key": `sold-out-order-${String(++orders).padStart(4, "0")}` },
    payload: { ...orderExamples.car_pickup, order_lines: [line] },
  });

const code = (body: unknown) => failureSchema.parse(body).code;

describe("sold out at a branch (ADR 060)", () => {
  it("takes a dish off the menu and refuses it by name until it is back", async () => {
    expect((await menu()).items.map((item) => item.id)).toContain(falafel.item_id);

    const marked = await mark("items", falafel.item_id, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ sold_out: true, since: mondayNoon.toISOString() });
    clock.advance(60);
    // Marked again, it keeps the time it ran out.
    expect((await mark("items", falafel.item_id, true)).json()).toMatchObject({
      since: mondayNoon.toISOString(),
    });

    expect((await menu()).items.map((item) => item.id)).not.toContain(falafel.item_id);
    const page = await api.app.inject({
      method: "GET",
      url: `/webapp/v5/item/${salmiya}/${falafel.item_id}`,
    });
    expect(page.statusCode).toBe(404);
    const refused = await order(falafel);
    expect(refused.statusCode).toBe(422);
    expect(code(refused.json())).toBe("ITEM_SOLD_OUT");
    const priced = await api.app.inject({
      method: "POST",
      url: `/service/pos/calc-order/${salmiya}`,
      payload: orderExamples.car_pickup,
    });
    expect(calcOrderAnswerSchema.parse(priced.json()).refusals.map((r) => r.code)).toEqual([
      "ITEM_SOLD_OUT",
    ]);

    const back = await mark("items", falafel.item_id, false);
    expect(back.json()).toMatchObject({ sold_out: false, since: null });
    expect((await menu()).items.map((item) => item.id)).toContain(falafel.item_id);
    expect((await order(falafel)).statusCode).toBe(201);

    const audit = await api.db
      .select({ action: staffAudit.action, subject: staffAudit.subject })
      .from(staffAudit)
      .where(
        and(eq(staffAudit.apiKeyId, key.id), eq(staffAudit.subject, `item:${falafel.item_id}`)),
      );
    expect(audit.map((row) => row.action)).toEqual(["item.sold_out", "item.sold_out", "item.back"]);
  });

  it("takes an option off its dish and refuses it by name until it is back", async () => {
    const choices = async () =>
      (await menu()).items
        .find((item) => item.id === optional.itemId)
        ?.modifier_groups.flatMap((group) => group.modifiers.map((modifier) => modifier.id));
    const line = {
      item_id: optional.itemId,
      price_label_id: optional.priceLabelId,
      quantity: 1,
      modifiers: String(optional.modifierId),
      comment: "",
    };
    expect(await choices()).toContain(optional.modifierId);

    expect((await mark("modifiers", optional.modifierId, true)).statusCode).toBe(200);
    expect(await choices()).not.toContain(optional.modifierId);
    const refused = await order(line);
    expect(refused.statusCode).toBe(422);
    expect(code(refused.json())).toBe("MODIFIER_SOLD_OUT");
    // The dish itself is still offered, without that option.
    expect((await order({ ...line, modifiers: "" })).statusCode).toBe(201);

    expect((await mark("modifiers", optional.modifierId, false)).json()).toMatchObject({
      sold_out: false,
      since: null,
    });
    expect(await choices()).toContain(optional.modifierId);
    expect((await order(line)).statusCode).toBe(201);
  });

  it("leaves other branches' menus as they were", async () => {
    expect((await mark("items", falafel.item_id, true)).statusCode).toBe(200);
    const soldOut = await api.db
      .select({ branchId: itemBranches.branchId })
      .from(itemBranches)
      .where(and(eq(itemBranches.itemId, falafel.item_id), isNotNull(itemBranches.soldOutSince)));
    expect(soldOut).toEqual([{ branchId: salmiya }]);
    await mark("items", falafel.item_id, false);
  });
});
