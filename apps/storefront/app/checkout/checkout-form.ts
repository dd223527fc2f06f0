import type { CartDto } from "@storefront/api-client";
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max).default("");

/**
 * The checkout form's fields, one schema for the page and the action (STYLE.md): who orders, when,
 * how they pay, the table or car, the gift and the note, with the idempotency key and the amounts
 * the customer saw. Amounts are only an expectation: the API prices the order itself.
 */
export const checkoutFormSchema = z.object({
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  expected: z.string().max(20_000),
  name: text(80),
  phone: text(20),
  dial_code: z
    .string()
    .regex(/^\+\d{1,4}$/)
    .default("+965"),
  when: z.enum(["now", "later"]).default("now"),
  slot: text(40),
  payment_type: z.coerce.number().int().min(1).max(99),
  table_id: z.union([z.literal(""), z.coerce.number().int().positive()]).default(""),
  car_model: text(60),
  car_color: text(40),
  plate_number: text(20),
  gift_name: text(80),
  gift_phone: text(20),
  gift_message: text(300),
  note: text(500),
  /** "1": pay what the wallet holds first (spec 6), as the page priced it. */
  use_wallet: z.enum(["0", "1"]).default("0"),
});

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** The amounts the checkout page showed: the fee and each line's net and unit price. */
export const expectedAmountsSchema = z.object({
  fees: z.number().int().min(0),
  lines: z.array(z.object({ net: z.number().int().min(0), unit_price: z.number().int().min(0) })),
});

export type ExpectedAmounts = z.infer<typeof expectedAmountsSchema>;

/** Reads a posted checkout form; null when it is not one (a forged or broken post). */
export function readCheckoutForm(form: FormData): CheckoutForm | null {
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === "string"),
  );
  const parsed = checkoutFormSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** The checkout's fields the cart keeps (spec 9: name, phone, car; ADR 011: the other choices). */
export type CheckoutChoices = Omit<CheckoutForm, "idempotency_key" | "expected" | "use_wallet">;

/** The cart with the customer's checkout choices, kept for the next visit (spec 9). */
export function withCheckoutChoices(cart: CartDto, form: CheckoutChoices): CartDto {
  // A car or a gift half filled in is none: the API then says what is missing.
  const car =
    form.car_model && form.car_color && form.plate_number
      ? { model: form.car_model, color: form.car_color, plate_number: form.plate_number }
      : null;
  const gift =
    form.gift_name && form.gift_phone
      ? {
          recipient_name: form.gift_name,
          recipient_phone: form.gift_phone,
          message: form.gift_message,
        }
      : null;
  return {
    ...cart,
    name: form.name,
    phone: form.phone,
    dial_code: form.dial_code,
    payment_type: form.payment_type,
    table_id: form.table_id === "" ? null : form.table_id,
    car,
    gift,
    note: form.note,
    scheduled_at: form.when === "later" && form.slot ? form.slot : null,
  };
}

/** The expected amounts the page put in the form, or none when unreadable (the API then checks nothing). */
export function readExpected(value: string): ExpectedAmounts | undefined {
  try {
    const parsed = expectedAmountsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
