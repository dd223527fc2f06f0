import { Form } from "@remix-run/react";

/**
 * One change as one button: a plain POST form carrying the change's fields, so it works before
 * JavaScript, with a visible label and a name that says what it acts on ("Revoke Till 2").
 * `<ActionButton fields={{ intent: "revoke_key", id: 4 }} label="Revoke" name="Revoke Till 2" />`
 */
export function ActionButton({
  fields,
  label,
  name,
  className = "button",
  stay = false,
}: {
  readonly fields: Readonly<Record<string, string | number>>;
  readonly label: string;
  readonly name: string;
  readonly className?: string;
  /** Keep the page where it is and its history entry, as for a list of many rows. */
  readonly stay?: boolean;
}) {
  return (
    <Form method="post" {...(stay ? { replace: true, preventScrollReset: true } : {})}>
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button type="submit" className={className} aria-label={name}>
        {label}
      </button>
    </Form>
  );
}
