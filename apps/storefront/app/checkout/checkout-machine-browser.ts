import type { PlaceOrderAnswer } from "@storefront/api-client";
import { type ActorRefFrom, createActor, fromPromise, waitFor } from "xstate";
import { checkoutMachine, type PlaceOrderInput } from "./checkout-machine";
import {
  type CheckoutMachineStart,
  type FieldsVerdict,
  readFormValues,
  sendFields,
} from "./checkout-machine-page";

// The checkout machine as the checkout page runs it in the browser. The page loads this module
// once it is hydrated (`use-checkout-machine.ts`), so the machine and the rules its guards ask
// (xstate, the domain's slots and phones, the contract's schemas) never delay the page itself.

/** The running machine and what the page asks of it. */
export interface PageMachine {
  readonly actor: ActorRefFrom<typeof checkoutMachine>;
  /** Sends the form's current fields as the machine's events and says what the machine made of them. */
  judge(form: HTMLFormElement): FieldsVerdict;
  /**
   * Once the accepted details are priced, places the order (`PLACE`, whose `placeOrder` posts the
   * form). False when the machine will not place it: the quote the page was priced with stops it.
   */
  place(): Promise<boolean>;
}

/**
 * Starts the checkout machine with the loader's input, its actors supplied by the page:
 * `calcOrder` answers the loader's calc-order answer (the breakdown the page shows), `placeOrder`
 * is given (the page posts its form to the route's action, the one place that places orders).
 * Then sends the events of the steps the cart already answered.
 */
export function startPageMachine({
  start,
  placeOrder,
}: {
  start: CheckoutMachineStart;
  placeOrder: () => Promise<PlaceOrderAnswer>;
}): PageMachine {
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        calcOrder: fromPromise(async () => start.quote),
        placeOrder: fromPromise<PlaceOrderAnswer, PlaceOrderInput>(placeOrder),
      },
    }),
    { input: start.input },
  ).start();
  for (const event of start.answered) actor.send(event);
  return {
    actor,
    judge: (form) => sendFields(actor, readFormValues(new FormData(form))),
    async place() {
      const priced = await waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));
      if (priced.matches("review")) actor.send({ type: "PLACE" });
      return actor.getSnapshot().matches("placing");
    },
  };
}
