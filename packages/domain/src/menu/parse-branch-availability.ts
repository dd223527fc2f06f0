/** What a branch's `available` string says: switched on or off, and an optional daily window. */
export type BranchAvailabilityResult =
  | { readonly ok: true; readonly status: boolean; readonly from?: string; readonly to?: string }
  | { readonly ok: false; readonly code: "UNREADABLE_AVAILABILITY" };

const statusOn: readonly unknown[] = [true, 1, "1", "true"];
const statusOff: readonly unknown[] = [false, 0, "0", "false"];

/**
 * Reads the `available` JSON string of a category's branch (spec section 3: "a JSON string with
 * status, from, to"). Status true, 1, "1" or "true" is on; false, 0, "0" or "false" is off; a
 * missing status is on. from and to are kept when they are non-empty strings. An empty or missing
 * string says nothing (on); text that is not a JSON object, or an unknown status, is
 * `UNREADABLE_AVAILABILITY`.
 * `parseBranchAvailability('{"status":1,"from":"10:00","to":"22:00"}')` is `{ ok: true, status: true, from: "10:00", to: "22:00" }`.
 */
export function parseBranchAvailability(text: string | null | undefined): BranchAvailabilityResult {
  if (text === null || text === undefined || text.trim() === "") return { ok: true, status: true };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: "UNREADABLE_AVAILABILITY" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, code: "UNREADABLE_AVAILABILITY" };
  const fields = value as Record<string, unknown>;
  const status = readStatus(fields["status"]);
  if (status === undefined) return { ok: false, code: "UNREADABLE_AVAILABILITY" };
  const from = textField(fields["from"]);
  const to = textField(fields["to"]);
  return {
    ok: true,
    status,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

function textField(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A missing status says nothing, so it is on; a status neither on nor off cannot be read. */
function readStatus(value: unknown): boolean | undefined {
  const status = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (status === undefined || status === null || statusOn.includes(status)) return true;
  if (statusOff.includes(status)) return false;
  return undefined;
}
