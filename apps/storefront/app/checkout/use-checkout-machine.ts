import { useNavigation, useSubmit } from "@remix-run/react";
import type { PlaceOrderAnswer } from "@storefront/api-client";
import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useState } from "react";
import type { PageMachine } from "./checkout-machine-browser";
import type { CheckoutField, CheckoutMachineStart } from "./checkout-machine-page";

/** What the checkout action answers when it does not place the order. */
export interface CheckoutActionAnswer {
  readonly error?: string;
  readonly code?: string;
}

/** A refusal of the page's fields by the machine: its code, and the field it is said beside. */
export interface CheckoutRefusal {
  readonly code: string;
  readonly field: CheckoutField;
}

/**
 * Runs the checkout machine in the browser for the checkout page's one form
 * (docs/decisions/016-checkout-machine.md, "With JavaScript"). Once the page is hydrated it loads
 * the machine, starts it with the loader's input, sends the events of the steps the cart already
 * answered, and takes over the form's checks (`judging`: the form sets `noValidate`). On submit it
 * sends the fields as the machine's events: a refusal stops the post and is returned with its
 * field; accepted details are priced with the loader's calc-order answer (`calcOrder`) and placed
 * by submitting the form to the route's action (`placeOrder`), the one place that places orders.
 * Until the machine runs, and if it cannot load, the form posts as it does without JavaScript.
 */
export function useCheckoutMachine(
  form: HTMLFormElement | null,
  start: CheckoutMachineStart,
  answer: CheckoutActionAnswer | undefined,
  /** Sends what the customer typed to the cart and waits for it: the order's post comes after. */
  flushDraft: () => Promise<void>,
): {
  /** The machine judges the fields: the form turns the browser's own checks off (`noValidate`). */
  judging: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  refusal: CheckoutRefusal | null;
  busy: boolean;
} {
  const submit = useSubmit();
  const [post] = useState(() => new PendingPost());
  const [machine, setMachine] = useState<PageMachine | null>(null);
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  const busy = useSelector(machine?.actor, (snapshot) => snapshot?.hasTag("busy") ?? false);

  useEffect(() => {
    if (!form) return;
    let running: PageMachine | null = null;
    let gone = false;
    import("./checkout-machine-browser")
      .then(({ startPageMachine }) => {
        if (gone) return;
        running = startPageMachine({
          start,
          // The promise settles only if the page stays (the action refused the order); a placed
          // order leaves the page.
          placeOrder: () =>
            new Promise<PlaceOrderAnswer>((_placed, reject) => {
              post.begin(reject);
              void flushDraft().then(() => submit(form));
            }),
        });
        setMachine(running);
      })
      // Not loaded (offline, an old build): the form keeps posting as it does without JavaScript.
      .catch(() => undefined);
    return () => {
      gone = true;
      running?.actor.stop();
      // A stopped machine judges nothing: until the next one runs, the form posts as it is.
      setMachine(null);
    };
  }, [form, start, submit, post, flushDraft]);

  const navigation = useNavigation();
  useEffect(() => post.navigated(navigation.state, answer), [post, navigation.state, answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const post = () => void flushDraft().then(() => submit(form));
    if (!machine) {
      post();
      return;
    }
    const verdict = machine.judge(form);
    if (verdict.kind === "busy") return;
    if (verdict.kind === "refused") {
      setRefusal({ code: verdict.code, field: verdict.field });
      form.querySelector<HTMLElement>(`[name="${verdict.field}"]`)?.focus();
      return;
    }
    setRefusal(null);
    if (verdict.kind === "unjudged") {
      post();
      return;
    }
    // The machine keeps the business rules; the browser's own checks (patterns, and the phone the
    // machine takes from the saved one when the field is blank) follow.
    if (!form.reportValidity()) return;
    machine
      .place()
      .then((placing) => {
        // Not placing: the quote the page was priced with stops the order (its reasons are listed
        // above the form) and may be out of date, so the action asks the API, which says why.
        if (!placing) post();
      })
      // The page left (the machine stopped): nothing to do.
      .catch(() => undefined);
  }

  return { judging: machine !== null, onSubmit, refusal, busy };
}

/**
 * The post `placeOrder` waits on: rejected with the action's code and message when the navigation
 * it started ends and the page is still here (a placed order redirects away).
 */
class PendingPost {
  private reject: ((error: unknown) => void) | null = null;
  private started = false;

  begin(reject: (error: unknown) => void) {
    this.reject = reject;
    this.started = false;
  }

  navigated(state: "idle" | "loading" | "submitting", answer: CheckoutActionAnswer | undefined) {
    const reject = this.reject;
    if (!reject) return;
    if (state !== "idle") {
      this.started = true;
    } else if (this.started) {
      this.reject = null;
      reject({ code: answer?.code ?? "INTERNAL", message: answer?.error ?? "" });
    }
  }
}
