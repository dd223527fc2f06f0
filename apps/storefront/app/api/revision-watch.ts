/**
 * The catalogue's revision as of a moment no earlier than the call: each call is answered by a
 * check that started after it was made, so a write committed before a request arrives is always
 * seen by that request (ADR 023's rule: a change shows on the next request). Checks run one at a
 * time; calls made while one is in flight share the next, so under load the API is asked once per
 * round trip rather than once per page. A failed check fails the calls it answers.
 */
export function revisionWatch(read: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined;
  let next: Promise<number> | undefined;

  const start = () => {
    const check = read();
    inFlight = check;
    const settle = () => {
      if (inFlight === check) inFlight = undefined;
    };
    check.then(settle, settle);
    return check;
  };

  return () => {
    if (!inFlight) return start();
    // The check in flight started before this call: its answer may predate a write this call must see.
    next ??= inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
