import { describedBy, FieldError } from "../layout/FieldError";

/**
 * The box for a six-digit one-time code under its label, the phone's keypad offered and the code
 * an SMS brings filled in; what was wrong with the code is said below it, announced as it appears.
 */
export function OneTimeCodeField({
  id,
  name,
  label,
  error,
  errorId,
  form,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  errorId: string;
  /** The form the code goes with, when the box stands outside it. */
  form?: string;
}) {
  return (
    <>
      <label className="field" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        form={form}
        className="account__code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        dir="ltr"
        required
        {...describedBy(errorId, error)}
      />
      <FieldError id={errorId} error={error} />
    </>
  );
}
