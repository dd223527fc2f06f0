/**
 * The handler a form's `intent` names in an action's table of intents, or undefined for an intent
 * the table does not hold (a name like `toString` is not one of its own).
 */
export function handlerFor<Handler>(
  table: Readonly<Record<string, Handler>>,
  form: FormData,
): Handler | undefined {
  const intent = form.get("intent");
  return typeof intent === "string" && Object.hasOwn(table, intent) ? table[intent] : undefined;
}

/** What an unknown intent gets: a 400, as a form no page of the storefront draws. */
export function unknownIntent(): never {
  throw new Response(null, { status: 400, statusText: "Bad Request" });
}
