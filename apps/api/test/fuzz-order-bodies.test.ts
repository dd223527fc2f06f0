import { fc, test } from "@fast-check/vitest";
import { failureSchema } from "@storefront/api-client";
import { describe, expect } from "vitest";
import { orderExamples } from "@storefront/api-client";
import { mondayNoon } from "./clock.js";
import { expectNo5xx } from "./failures.js";
import { testApi } from "./test-api.js";

// QUALITY.md, reliability: the ordering calls fuzzed with generated bodies: wrong types, negative,
// fractional, huge and NaN-like numbers, missing and extra fields (price, total, status, paid),
// very long strings. Never a 5xx, never a stack trace, always a stable code; and no order is
// written unless the body is a valid order.

const api = testApi({ clock: () => mondayNoon });

const oddValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    "",
    "NaN",
    "1e309",
    -1,
    0,
    1.5,
    1e21,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
  ),
  fc.integer(),
  fc.double(),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ minLength: 600, maxLength: 2000 }),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    "branch_id",
    "order_lines",
    "quantity",
    "item_id",
    "price_label_id",
    "modifiers",
    "payment_type",
    "selling_types",
    "fees",
    "price",
    "total",
    "status",
    "paid",
    "user_id",
    "balance",
    "__proto__",
  ),
  fc.string({ maxLength: 12 }),
);
/** A valid example with some fields replaced, removed or added, at the top or in its first line. */
const body = fc
  .tuple(
    fc.constantFrom(...Object.values(orderExamples)),
    fc.array(fc.tuple(fieldName, fc.option(oddValue, { nil: undefined }), fc.boolean()), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(([example, changes]) => {
    const copy = structuredClone(example) as Record<string, unknown>;
    const line = (copy.order_lines as Record<string, unknown>[])[0] as Record<string, unknown>;
    for (const [name, value, inLine] of changes) {
      const target = inLine ? line : copy;
      if (value === undefined) delete target[name];
      else target[name] = value;
    }
    return copy;
  });

const calls = [
  { url: "/service/pos/calc-order/1", headers: {} },
  { url: "/webapp/order", headers: { "idempotency-key": "fuzzed-order-key-0001" } },
];

describe("the ordering calls, fuzzed", () => {
  test.prop([fc.constantFrom(...calls), body], { numRuns: 200 })(
    "answer a success or a 4xx with a stable code, never a 5xx or a stack",
    async (call, payload) => {
      const response = await api.app.inject({
        method: "POST",
        url: call.url,
        headers: { ...call.headers, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expectNo5xx(response);
      expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    },
  );

  test.prop(
    [
      fc.string({ maxLength: 200 }),
      fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json"),
    ],
    { numRuns: 100 },
  )("answer bodies that are not an order object with a 4xx", async (text, contentType) => {
    const response = await api.app.inject({
      method: "POST",
      url: "/webapp/order",
      headers: { "idempotency-key": "fuzzed-order-key-0002", "content-type": contentType },
      payload: text,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    failureSchema.parse(response.json());
  });
});
