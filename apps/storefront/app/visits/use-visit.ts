import { useEffect } from "react";

/** Where a page reports a visit of its business (routes/resources.visit.ts). */
export const visitPath = "/resources/visit";

/**
 * Reports a visit of the business once per browser tab session, after the page is shown to a
 * person (a prefetch or a crawler that runs no script reports nothing); the storefront counts it
 * at most once a day per browser (ADR 024).
 */
export function useVisit(referenceId: string): void {
  useEffect(() => {
    const key = `storefront:visit:${referenceId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage refused (private modes): the server's cookie still counts the visit once a day.
    }
    void fetch(visitPath, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ referenceId }),
      keepalive: true,
    }).catch(() => undefined);
  }, [referenceId]);
}
