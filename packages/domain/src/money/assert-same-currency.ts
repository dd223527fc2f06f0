import { assert } from "../shared/assert.js";
import { MONEY_INVARIANT } from "./invariants.js";
import type { Money } from "./money.js";

/**
 * Throws when two amounts are not in the same currency: the run-time half of currency safety,
 * for amounts whose currency the type system only knows as `string`.
 * `assertSameCurrency(money(1, "KWD"), money(1, "USD"))` throws.
 */
export function assertSameCurrency(first: Money, second: Money): void {
  assert(first.currency === second.currency, MONEY_INVARIANT.CURRENCY_MISMATCH);
}
