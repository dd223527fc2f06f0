import { useEffect, useState } from "react";
import { checkoutDraftPath } from "./checkout-draft";

/** How long typing may pause before what was typed is sent. */
const typingPause = 500;

/**
 * Sends the checkout form's fields to the cart as the customer fills them in
 * (docs/decisions/041-checkout-fields-kept.md): a choice at once, typing after a short pause, and
 * whatever is left when the page is hidden or left. `flush()` sends what is pending and waits for
 * every send, so the order's own post never races a draft.
 */
export function useCheckoutDraft(
  form: HTMLFormElement | null,
  referenceId: string,
): { flush: () => Promise<void> } {
  const [draft] = useState(() => new DraftSender(referenceId));
  useEffect(() => {
    if (!form) return;
    return draft.watch(form);
  }, [draft, form]);
  return draft;
}

class DraftSender {
  private form: HTMLFormElement | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<unknown> = Promise.resolve();

  constructor(private readonly referenceId: string) {}

  watch(form: HTMLFormElement): () => void {
    this.form = form;
    const typed = () => this.later(typingPause);
    const chosen = () => this.later(0);
    const hidden = () => {
      if (document.visibilityState === "hidden") void this.flush();
    };
    const left = () => void this.flush();
    form.addEventListener("input", typed);
    form.addEventListener("change", chosen);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", left);
    return () => {
      form.removeEventListener("input", typed);
      form.removeEventListener("change", chosen);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", left);
      if (this.form === form) this.form = null;
    };
  }

  /** Sends what is pending now, then resolves once every send has ended (kept or not). */
  flush = (): Promise<void> => {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
      this.send();
    }
    return this.sending.then(() => undefined);
  };

  private later(delay: number) {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.send();
    }, delay);
  }

  private send() {
    const form = this.form;
    if (!form) return;
    const body = new FormData(form);
    body.set("reference_id", this.referenceId);
    // One send at a time, in order: a later draft never lands before an earlier one.
    this.sending = this.sending.then(() =>
      // keepalive: a draft sent as the page is left still arrives.
      fetch(checkoutDraftPath, { method: "POST", body, keepalive: true }).catch(() => undefined),
    );
  }
}
