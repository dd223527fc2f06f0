import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A button that posts one of its page's intents as a plain form, so it works without JavaScript,
 * with the values that say what it acts on: `<IntentButton intent="logout">Sign out</IntentButton>`.
 */
export function IntentButton({
  intent,
  values = {},
  formClassName,
  className,
  label,
  children,
}: {
  intent: string;
  values?: Record<string, string | number>;
  formClassName?: string;
  className?: string;
  /** The button's accessible name, where its text alone does not say what it acts on. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
