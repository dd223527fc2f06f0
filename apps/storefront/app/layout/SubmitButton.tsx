import type { ReactNode } from "react";

/**
 * A form's main button, wide under its fields: `<SubmitButton busy={busy}>Save</SubmitButton>`.
 * It waits while the form is being sent, so a second tap does not send it twice.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary account__submit" disabled={busy}>
      {children}
    </button>
  );
}
