/** The delivery steps (spec 2: "a multi-step delivery form"), then the checkout they lead to. */
export type DeliveryStepName = "area" | "location" | "address" | "checkout";

export interface DeliveryStep {
  name: DeliveryStepName;
  /** Done steps link back; the current one is marked; the next ones are only named. */
  state: "done" | "current" | "next";
}

/**
 * The steps a customer goes through from the area sheet to the checkout: Area, Location (unless
 * the business turned pin dropping off, or the order is shipped, which needs no pin), Address,
 * Checkout. The map page itself always shows its own step.
 * `deliverySteps("address", { shipping: false, dropPin: true }).map((s) => s.state)` is `["done", "done", "current", "next"]`
 */
export function deliverySteps(
  current: Exclude<DeliveryStepName, "checkout">,
  { shipping, dropPin }: { shipping: boolean; dropPin: boolean },
): DeliveryStep[] {
  const withPin = !shipping && (dropPin || current === "location");
  const names: DeliveryStepName[] = withPin
    ? ["area", "location", "address", "checkout"]
    : ["area", "address", "checkout"];
  const at = names.indexOf(current);
  return names.map((name, index) => ({
    name,
    state: index < at ? "done" : index === at ? "current" : "next",
  }));
}
