import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";

/**
 * One counted event of a limit kept per client address, business or phone (ADR 025, ADR 038): a
 * code sent, a wrong code typed, an order placed. Limits count a key's hits within their window,
 * in PostgreSQL, so every API process sees the same counts; hits older than a day are pruned.
 */
export const rateHits = pgTable(
  "rate_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What was counted: `otp_send_client`, `otp_fail_client_phone`, `order_client`… */
    kind: text("kind").notNull(),
    /** Whose it is: a client address, a business id, or a client address with a phone. */
    key: text("key").notNull(),
    at: timestamptz("at").notNull(),
  },
  (table) => [index("rate_hits_kind_key_at_index").on(table.kind, table.key, table.at)],
);
