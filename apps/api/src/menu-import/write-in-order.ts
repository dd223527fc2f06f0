/** A row of a part without a key of its own: a price label, a modifier group or a modifier. */
export interface OrderedRow {
  readonly id: number;
  readonly parentId: number;
}

/** What a parent should hold, in order, with the values to write at each place. */
export interface WantedChildren<Values> {
  readonly parentId: number;
  readonly values: readonly Values[];
}

/** How one kind of keyless part is read back, compared, rewritten, added and removed. */
export interface ChildWriter<Row extends OrderedRow, Values> {
  readonly unchanged: (row: Row, values: Values, position: number) => boolean;
  readonly update: (id: number, values: Values, position: number) => Promise<unknown>;
  /** Adds rows and answers each one's id with its parent and position, in any order. */
  readonly insert: (
    rows: readonly { parentId: number; values: Values; position: number }[],
  ) => Promise<readonly { id: number; parentId: number; position: number }[]>;
  readonly remove: (ids: readonly number[]) => Promise<unknown>;
}

/**
 * Writes the parts of each parent that have no key, matched by their order: a parent's first rows
 * are rewritten in place when they differ and keep their ids (a customer's cart names them), rows
 * beyond the document's are removed and entries beyond the rows are added. Answers each parent's
 * ids in the document's order.
 * `await writeInOrder(existingLabels, wantedLabels, priceLabelWriter) // Map { 12 => [40, 41] }`
 */
export async function writeInOrder<Row extends OrderedRow, Values>(
  existing: readonly Row[],
  wanted: readonly WantedChildren<Values>[],
  writer: ChildWriter<Row, Values>,
): Promise<Map<number, number[]>> {
  const rowsOf = new Map<number, Row[]>();
  for (const row of existing) {
    const rows = rowsOf.get(row.parentId);
    if (rows) rows.push(row);
    else rowsOf.set(row.parentId, [row]);
  }

  const ids = new Map<number, number[]>();
  const added: { parentId: number; values: Values; position: number }[] = [];
  const removed: number[] = [];
  for (const { parentId, values } of wanted) {
    const rows = rowsOf.get(parentId) ?? [];
    const kept: number[] = [];
    for (const [position, entry] of values.entries()) {
      const row = rows[position];
      if (row === undefined) {
        added.push({ parentId, values: entry, position });
        continue;
      }
      if (!writer.unchanged(row, entry, position)) await writer.update(row.id, entry, position);
      kept.push(row.id);
    }
    removed.push(...rows.slice(values.length).map((row) => row.id));
    ids.set(parentId, kept);
  }
  // A parent the document no longer names keeps its rows: it is hidden, not emptied.
  if (removed.length > 0) await writer.remove(removed);
  if (added.length > 0) {
    const inserted = [...(await writer.insert(added))].sort((a, b) => a.position - b.position);
    for (const row of inserted) ids.get(row.parentId)?.push(row.id);
  }
  return ids;
}
