/** The attributes that tie a control to its error message `errorId`, when there is an error. */
export function describedBy(errorId: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true, "aria-describedby": errorId }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}

/** What is wrong with a field, in words, beside it: announced as it appears; nothing when all is well. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="form-error">
      {error}
    </p>
  ) : null;
}
