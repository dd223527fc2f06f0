import type {
  apiKeyScopeSchema,
  sellingTypeNameSchema,
  staffRoleSchema,
  webhookEventTypeSchema,
} from "@storefront/api-client";
import type { z } from "zod";

// The contract's enums as plain lists, so the pages' browser code does not carry zod.

/** The selling types a branch can pause, as the API names them. */
export const pausableSellingTypes = [
  "delivery",
  "dine_in",
  "car_pickup",
] as const satisfies readonly z.infer<typeof sellingTypeNameSchema>[];

/** The staff roles, from the most rights to the least. */
export const staffRoles = ["owner", "manager", "staff"] as const satisfies readonly z.infer<
  typeof staffRoleSchema
>[];

/** What a till's key may do, as the API names it. */
export const apiKeyScopes = [
  "orders:read",
  "orders:write",
  "menu:write",
] as const satisfies readonly z.infer<typeof apiKeyScopeSchema>[];

/** The events a webhook receiver may take. */
export const webhookEventTypes = [
  "order.created",
  "order.paid",
  "order.status_changed",
  "reservation.created",
  "reservation.status_changed",
] as const satisfies readonly z.infer<typeof webhookEventTypeSchema>[];
