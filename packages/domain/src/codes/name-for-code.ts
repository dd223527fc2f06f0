import type { CodeName, CodeTable } from "./code-table.js";

/**
 * Looks up the name of a code in one of the spec's code tables; a code the table does not hold
 * (a number the spec never gave, a fraction, NaN) is returned as `UNKNOWN_CODE`, never thrown.
 * `nameForCode(orderStatuses, 9)` is `{ ok: true, name: "cancelled" }`.
 */
export function nameForCode<T extends CodeTable>(
  table: T,
  code: number,
):
  | { readonly ok: true; readonly name: CodeName<T> }
  | { readonly ok: false; readonly code: "UNKNOWN_CODE" } {
  for (const name of Object.keys(table)) {
    if (table[name] === code) return { ok: true, name };
  }
  return { ok: false, code: "UNKNOWN_CODE" };
}
