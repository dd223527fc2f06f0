import { useSyncExternalStore } from "react";

/** What Safari exposes when it can pay with Apple Pay. */
interface ApplePayWindow {
  readonly ApplePaySession?: { canMakePayments?: () => boolean };
}

const subscribe = () => () => {};

function canPayInThisBrowser(): boolean {
  try {
    return (window as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    // Apple Pay refuses an insecure page by throwing: it cannot pay here.
    return false;
  }
}

/**
 * Whether this browser can pay with Apple Pay: `ApplePaySession.canMakePayments()` says so. False
 * on the server and while hydrating, and so without JavaScript: Apple Pay is never offered where
 * it cannot be paid.
 */
export function useApplePay(): boolean {
  return useSyncExternalStore(subscribe, canPayInThisBrowser, () => false);
}
