import type { DatabaseHandle } from "../db/open-database.js";

/** What the board hears: an order or a reservation of a business changed, or a gap to fill. */
export type BoardEvent =
  | {
      readonly kind: "order" | "reservation";
      readonly businessId: number;
      readonly branchId: number;
      readonly id: number;
    }
  | { readonly kind: "resync" };

export interface BoardFeed {
  /** Calls `listener` with each event until the answer is called. */
  subscribe(listener: (event: BoardEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * The board's feed in this process: one listener on the database's `board` channel (migration
 * 0018's triggers announce every order and reservation written by any process), fanned out to
 * every open board. A lost connection is announced as "resync": boards read everything again.
 */
export async function openBoardFeed(database: Pick<DatabaseHandle, "listen">): Promise<BoardFeed> {
  const listeners = new Set<(event: BoardEvent) => void>();
  const emit = (event: BoardEvent) => {
    for (const listener of listeners) listener(event);
  };
  const stop = await database.listen(
    "board",
    (payload) => {
      const parsed = JSON.parse(payload) as {
        kind: "order" | "reservation";
        business_id: number;
        branch_id: number;
        id: number;
      };
      emit({
        kind: parsed.kind,
        businessId: parsed.business_id,
        branchId: parsed.branch_id,
        id: parsed.id,
      });
    },
    () => emit({ kind: "resync" }),
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: stop,
  };
}
