/** What a background loop of one API process needs: rounds of work, and how to stop them. */
export interface Rounds {
  start(): void;
  /** Starts no further round, and waits for the one running to end. */
  stop(): Promise<void>;
}

/**
 * Runs `round` again and again: at once while it says more work is waiting, else after `idleMs`.
 * A round that fails is reported and the next one waits `idleMs`, so a database that is down is
 * not asked in a tight loop. Used by the webhook worker and the payment sweep.
 */
export function repeatRounds({
  round,
  idleMs,
  onFailure,
}: {
  /** One round of work; answers whether more is waiting. */
  round: () => Promise<boolean>;
  idleMs: number;
  onFailure: (error: unknown) => void;
}): Rounds {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const next = (busy: boolean) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = round().then(next, (error: unknown) => {
          onFailure(error);
          next(false);
        });
      },
      busy ? 0 : idleMs,
    );
  };

  return {
    start: () => next(true),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
