/** How a column's cells line up: text to the left, amounts to the right. */
export type ColumnAlignment = "left" | "right";

/** One column of a text table: its header and how its cells line up. */
export interface TextColumn {
  readonly header: string;
  readonly align: ColumnAlignment;
}

/**
 * Lays rows out as an aligned plain-text table: the header, a rule of dashes, then one line per
 * row; every column is as wide as its widest cell, columns are two spaces apart, and trailing
 * spaces are trimmed. A row with fewer cells than columns leaves the rest empty.
 * `textTable([{ header: "item", align: "left" }, { header: "net", align: "right" }], [["1", "5.050"]])`
 * is `["item    net", "----  -----", "1     5.050"]`.
 */
export function textTable(
  columns: readonly TextColumn[],
  rows: readonly (readonly string[])[],
): string[] {
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...rows.map((row) => (row[index] ?? "").length)),
  );
  const layout = (cells: readonly string[]): string =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? "";
        const width = widths[index] ?? 0;
        return column.align === "right" ? cell.padStart(width) : cell.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  return [
    layout(columns.map((column) => column.header)),
    layout(widths.map((width) => "-".repeat(width))),
    ...rows.map(layout),
  ];
}
