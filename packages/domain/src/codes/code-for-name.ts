import type { CodeTable, CodeValue } from "./code-table.js";

/**
 * Looks up the code of a name in one of the spec's code tables; a name the table does not hold is
 * returned as `UNKNOWN_NAME`, never thrown.
 * `codeForName(orderStatuses, "delivered")` is `{ ok: true, value: 5 }`.
 */
export function codeForName<T extends CodeTable>(
  table: T,
  name: string,
):
  | { readonly ok: true; readonly value: CodeValue<T> }
  | { readonly ok: false; readonly code: "UNKNOWN_NAME" } {
  if (!Object.hasOwn(table, name)) return { ok: false, code: "UNKNOWN_NAME" };
  return { ok: true, value: table[name] as CodeValue<T> };
}
