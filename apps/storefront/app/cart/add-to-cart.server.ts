import { type CartLineDto, type Restaurant, text } from "@storefront/api-client";
import { addLine, buildOrderRequest, emptyCart, type SellingTypeString } from "@storefront/domain";
import { z } from "zod";
import { apiFor } from "../api/api-client.server";
import { refusedFields } from "../api/refused-input";
import { loadCart, saveCart } from "./cart-store.server";
import { quickAddFields } from "./quick-add-line";

const idField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The add-to-cart form: the item, its price, its modifiers as `id` or `id:quantity`, a count and a
 * comment; a menu card's add button posts the first four as one value (`quick-add-line.ts`).
 */
const addFormSchema = z.object({
  item_id: idField,
  category_id: idField,
  price_label_id: idField,
  quantity: z.coerce.number().int().min(1).max(1_000_000),
  comment: text(500, { multiline: true }).default(""),
  modifiers: z.array(z.string().regex(/^\d{1,10}(:\d{1,4})?$/)).max(100),
});

/**
 * What adding answered: the new cart's cookies, or why the line cannot be added, in the server's
 * words, with the form's field at fault when there is one (text it cannot take).
 */
export type AddResult =
  { ok: true; headers: Headers } | { ok: false; code: string; message: string; field?: "comment" };

/**
 * Adds the line an item page or a menu card posted, after the server's own check of it (calc-order:
 * the item is sold here now, the price and modifiers are its own, every group's rule holds, the
 * count is within the price's limits, a required comment is given).
 */
export async function addToCart(
  request: Request,
  business: Restaurant,
  type: SellingTypeString,
  form: FormData,
  language: string,
): Promise<AddResult> {
  const quick = form.get("add");
  const parsed = addFormSchema.safeParse({
    ...(typeof quick === "string"
      ? quickAddFields(quick)
      : {
          item_id: form.get("item_id"),
          category_id: form.get("category_id"),
          price_label_id: form.get("price_label_id"),
          quantity: form.get("quantity") ?? "1",
        }),
    comment: form.get("comment") ?? "",
    modifiers: form.getAll("modifier").map(String),
  });
  if (!parsed.success) {
    const atComment = parsed.error.issues.some((issue) => issue.path[0] === "comment");
    return {
      ok: false,
      code: "BAD_REQUEST",
      message: "",
      ...(atComment ? { field: "comment" } : {}),
    };
  }
  const { modifiers, ...rest } = parsed.data;
  const line: CartLineDto = {
    ...rest,
    comment: rest.comment.trim(),
    modifiers: modifiers.map((value) => {
      const [id, quantity] = value.split(":");
      return { id: Number(id), quantity: Number(quantity ?? "1") || 1 };
    }),
  };
  try {
    const check = await apiFor(language).calcOrder({
      params: { branchId: business.branch_id },
      body: buildOrderRequest({ ...emptyCart<CartLineDto>(business), lines: [line] }, type),
    });
    const refusal = check.refusals[0];
    if (refusal) return { ok: false, code: refusal.code, message: refusal.message };

    const loaded = await loadCart(request, business, language);
    const headers = await saveCart(request, loaded, addLine(loaded.cart, line), language);
    return { ok: true, headers };
  } catch (error) {
    // The API's 400 for text the form let through: said beside the comment, not an error page.
    const fields = refusedFields(error);
    if (!fields) throw error;
    const atComment = fields.some((field) => field.endsWith(".comment"));
    return {
      ok: false,
      code: "BAD_REQUEST",
      message: "",
      ...(atComment ? { field: "comment" } : {}),
    };
  }
}
