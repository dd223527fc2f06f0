import { useNavigation, useSubmit } from "@remix-run/react";
import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useState } from "react";
import type { PageMachine } from "./checkout-machine-browser";
import type { CheckoutField, CheckoutMachineStart } from "./checkout-machine-page";
import type { FieldRefusal } from "./checkout-shapes";

/** A refusal of the page's fields by the machine: its code, and the field it is said beside. */
export interface CheckoutRefusal {
  readonly code: FieldRefusal;
  readonly field: CheckoutField;
}

/**
 * Runs the checkout machine in the browser for the checkout page's one form
 * (docs/decisions/050-checkout-machine-page-steps.md). Once the page is hydrated it loads the
 * machine, starts it with the loader's input, and takes over the form's checks (`judging`: the
 * form sets `noValidate`). On submit it sends the fields as the machine's events: a refusal stops
 * the post and is returned with its field; accepted details are priced with the loader's
 * calc-order answer and placed by posting the form to the route's action, which asks the API.
 * Until the machine runs, and if it cannot load, the form posts as it does without JavaScript.
 */
export function useCheckoutMachine(
  form: HTMLFormElement | null,
  start: CheckoutMachineStart,
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
  const navigation = useNavigation();
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
        running = startPageMachine(start, () => void flushDraft().then(() => submit(form)));
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
  }, [form, start, submit, flushDraft]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const post = () => void flushDraft().then(() => submit(form));
    if (!machine) {
      post();
      return;
    }
    // A post on its way: a second click is not a second order.
    if (navigation.state === "submitting") return;
    const verdict = machine.judge(form);
    // The machine still waits on a post that has answered (this page again, its new machine not
    // yet started): this post goes as it is, and the server judges it.
    if (verdict.kind === "busy") {
      post();
      return;
    }
    if (verdict.kind === "refused") {
      setRefusal({ code: verdict.code, field: verdict.field });
      form.querySelector<HTMLElement>(`[name="${verdict.field}"]`)?.focus();
      return;
    }
    setRefusal(null);
    // The machine keeps the checks a customer fixes beside a field; the browser's own checks
    // (patterns, and the phone the machine takes from the saved one when the field is blank) follow.
    if (!form.reportValidity()) return;
    if (verdict.kind === "unread") {
      post();
      return;
    }
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
