import { z } from "zod";

/** An ISO 4217 currency code. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * An amount of money: an integer of the currency's minor units and its code
 * (`{ amount: 1250, currency: "KWD" }` is 1.250 KWD; docs/decisions/001-money-and-rounding.md).
 */
export const moneySchema = z
  .object({
    amount: z.number().int().safe(),
    currency: currencyCodeSchema,
  })
  .strict();

export type MoneyDto = z.infer<typeof moneySchema>;
