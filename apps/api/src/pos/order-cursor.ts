import { RequestFailure } from "../failures/request-failure.js";

/**
 * A place in a business's stream of order changes: after the change at `micros` (microseconds
 * since 1970, as PostgreSQL keeps `updated_at`) of the order `id`. Sent to the till as opaque
 * base64url; `{ micros: "0", id: 0 }` is before every change.
 */
export interface OrderCursor {
  readonly micros: string;
  readonly id: number;
}

export const startCursor: OrderCursor = { micros: "0", id: 0 };

export const writeCursor = (cursor: OrderCursor): string =>
  Buffer.from(`${cursor.micros}:${cursor.id}`).toString("base64url");

/** The cursor a page answered, or 400 for text this API did not write. */
export function readCursor(text: string): OrderCursor {
  const match = /^([0-9]{1,18}):([0-9]{1,10})$/.exec(Buffer.from(text, "base64url").toString());
  if (!match?.[1] || !match[2] || Number(match[2]) > 2_147_483_647) {
    throw new RequestFailure(400, "BAD_REQUEST", "query.cursor: not a cursor this API answered");
  }
  return { micros: match[1], id: Number(match[2]) };
}
