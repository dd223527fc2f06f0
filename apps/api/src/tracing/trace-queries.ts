import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

const tracer = trace.getTracer("storefront-api");

/** A statement's text, from the ways drivers take it: a string or `{ text }` / `{ sql }`. */
function statementOf(query: unknown): string {
  if (typeof query === "string") return query;
  if (typeof query === "object" && query !== null) {
    const { text, sql } = query as { text?: unknown; sql?: unknown };
    if (typeof text === "string") return text;
    if (typeof sql === "string") return sql;
  }
  return "";
}

/**
 * Runs one statement inside a client span of the active trace (ADR 070): the statement's text
 * without its values (they are sent apart, and may be a customer's), and the error if it failed.
 */
export function traceStatement<T>(query: unknown, run: () => Promise<T>): Promise<T> {
  const statement = statementOf(query);
  const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? "QUERY";
  return tracer.startActiveSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        "db.system.name": "postgresql",
        "db.operation.name": operation,
        "db.query.text": statement,
      },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Wraps an object's `query` (and the other methods named) so each promised statement is traced.
 * A call with a callback (pg's other style) is passed on untouched: the pool makes those itself
 * inside a `query` already traced.
 */
export function traceMethods<T extends Queryable>(
  target: T,
  names: readonly string[] = ["query"],
): T {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]?.bind(target);
    if (!original) continue;
    methods[name] = (...args: unknown[]) => {
      if (typeof args.at(-1) === "function") return original(...args);
      return traceStatement(args[0], () => Promise.resolve(original(...args)));
    };
  }
  return target;
}
