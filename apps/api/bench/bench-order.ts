// The order every request places: a delivery, one line, paid in cash, at the demo café's
// Niederdorf branch. The demo keeps no hours there (open around the clock, ADR 010), so the API
// runs on the real clock and takes the order at any hour; the Salmiya branch of the contract's
// example closes at night.
import type { OrderRequestBody } from "@storefront/api-client";
import type pg from "pg";

const branchReference = "demo-zurich-niederdorf";
const itemKey = "zuercher-geschnetzeltes";
const areaName = "Niederdorf";
const cash = 2;

/** The ids of the seeded demo an order needs, by the demo's own references. */
export async function benchOrder(client: pg.Client): Promise<OrderRequestBody> {
  const { rows } = await client.query<{
    branch_id: number;
    item_id: number;
    price_label_id: number;
    area_id: number;
    point: [number, number];
    hours: string;
  }>(
    `select b.id as branch_id, i.id as item_id, p.id as price_label_id, a.id as area_id,
            a.shape -> 'coordinates' as point,
            (select count(*) from opening_hours h
              where h.branch_id = b.id and h.selling_type = 'delivery') as hours
       from branches b
       join items i on i.business_id = b.business_id and i.key = $2
       join price_labels p on p.item_id = i.id
       join zones z on z.branch_id = b.id
       join areas a on a.zone_id = z.id and a.name ->> 'en' = $3
      where b.reference_id = $1
      order by p.position
      limit 1`,
    [branchReference, itemKey, areaName],
  );
  const found = rows[0];
  if (!found) throw new Error(`the demo has no ${itemKey} delivered by ${branchReference}`);
  if (Number(found.hours) > 0) {
    throw new Error(`the demo's ${branchReference} keeps delivery hours now: it may be closed`);
  }
  const [lng, lat] = found.point;
  return {
    priority: "now",
    branch_id: found.branch_id,
    order_lines: [
      {
        item_id: found.item_id,
        price_label_id: found.price_label_id,
        quantity: 1,
        modifiers: "",
        comment: "",
      },
    ],
    name: "Anna Keller",
    phone: "791234567",
    dial_code: "+41",
    payment_type: cash,
    selling_types: "delivery",
    delivery: {
      area_id: found.area_id,
      lat,
      lng,
      type: 1,
      city: "Zürich",
      street: "Niederdorfstrasse",
      building: "Zum Roten Turm",
      house_number: "12",
      postcode: "8001",
    },
  };
}
