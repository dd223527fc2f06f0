import type { PlaceOrderAnswer } from "@storefront/api-client";
import { type ActorRefFrom, createActor, fromPromise, waitFor } from "xstate";
import { readCheckoutForm } from "./checkout-form";
import { checkoutMachine, type PlaceOrderInput } from "./checkout-machine";
import { type CheckoutMachineStart, type FieldsVerdict, sendFields } from "./checkout-machine-page";

// The checkout machine as the checkout page runs it in the browser. The page loads this module
// once it is hydrated (`use-checkout-machine.ts`), so the machine and the rules its guards ask
// (xstate, the domain's phones, the contract's schemas) never delay the page itself.

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
 * `calcOrder` answers the loader's calc-order answer (the breakdown the page shows); `placeOrder`
 * posts the form to the route's action, the one place that places orders. The post's answer is
 * another page (a placed order's, or this one drawn again with a new key and a new machine), so
 * the call never settles here.
 */
export function startPageMachine(start: CheckoutMachineStart, post: () => void): PageMachine {
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        calcOrder: fromPromise(async () => start.quote),
        placeOrder: fromPromise<PlaceOrderAnswer, PlaceOrderInput>(() => {
          post();
          return new Promise<never>(() => {});
        }),
      },
    }),
    { input: start.input },
  ).start();
  return {
    actor,
    judge: (form) => sendFields(actor, readCheckoutForm(new FormData(form))),
    async place() {
      const priced = await waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));
      if (priced.matches("review")) actor.send({ type: "PLACE" });
      return actor.getSnapshot().matches("placing");
    },
  };
}
