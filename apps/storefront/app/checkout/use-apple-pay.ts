import { useEffect, useState } from "react";

/** What Safari exposes when it can pay with Apple Pay. */
interface ApplePayWindow {
  readonly ApplePaySession?: { canMakePayments?: () => boolean };
}

/**
 * Whether this browser can pay with Apple Pay: `ApplePaySession.canMakePayments()` says so. False
 * on the server and without JavaScript, so Apple Pay is never offered where it cannot be paid.
 */
export function useApplePay(): boolean {
  const [canPay, setCanPay] = useState(false);
  useEffect(() => {
    try {
      setCanPay((window as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true);
    } catch {
      // Apple Pay refuses an insecure page by throwing: it cannot pay here.
      setCanPay(false);
    }
  }, []);
  return canPay;
}
