// The benchmark's table, in Markdown so that it can go into the README as it is printed.
import os from "node:os";

export interface Row {
  readonly what: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** CPU ms per request (or per transaction) of each process; null where none took part. */
  readonly api: readonly number[] | null;
  readonly postgres: number | null;
  readonly load: number;
  readonly ok: number;
  readonly failed: number;
}

const header = [
  "what",
  "req/s",
  "p50 ms",
  "p99 ms",
  "CPU ms/req: API",
  "PostgreSQL",
  "load generator",
  "ok",
  "failed",
];
const rightAligned = new Set(header.slice(1));

/** The rows as a Markdown table, columns padded to line up. */
export function table(rows: readonly Row[]): string {
  const cells = rows.map((row) => [
    row.what,
    row.perSecond.toFixed(1),
    milliseconds(row.p50),
    milliseconds(row.p99),
    row.api ? row.api.map(cpu).join(" + ") : "–",
    row.postgres === null ? "–" : cpu(row.postgres),
    cpu(row.load),
    String(row.ok),
    String(row.failed),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    `| ${values
      .map((value, column) => {
        const width = widths[column] ?? 0;
        return rightAligned.has(header[column] ?? "") ? value.padStart(width) : value.padEnd(width);
      })
      .join(" | ")} |`;
  const rule = `| ${widths
    .map((width, column) => (column === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`))
    .join(" | ")} |`;
  return [line(header), rule, ...cells.map(line)].join("\n");
}

/** Cores, CPU model, Node, PostgreSQL and when, for the README beside the figures. */
export function machineLine(postgresVersion: string, loadAtStart: number): string {
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const model = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${os.cpus().length} cores (${model}), Node ${process.version}, PostgreSQL ${postgresVersion}, ${when} UTC, load average ${loadAtStart.toFixed(1)} at the start`;
}

function milliseconds(value: number): string {
  return value < 10 ? value.toFixed(1) : value.toFixed(0);
}

function cpu(value: number): string {
  return value.toFixed(2);
}
