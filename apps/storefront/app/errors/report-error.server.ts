import { onePerProcess } from "../http/one-per-process.server";
import { currentRequestId } from "./request-id.server";

/** One unexpected error, as the reporter hands it on (ADR 067). */
export interface ErrorReport {
  readonly service: "storefront";
  /** Where it happened: a loader or action, the render, or the customer's browser. */
  readonly where: "server" | "render" | "browser";
  readonly requestId: string | null;
  /** What was being done, in words: "Loading the menu of branch 3 failed". */
  readonly what: string | null;
  readonly message: string;
  readonly stack: string | null;
  readonly path: string | null;
}

/** Where reports go: an error service (Sentry, say) plugs in here beside the log. */
export type ErrorSink = (report: ErrorReport) => void;

/** The default sink: one JSON line on standard error, as the API's log writes them. */
const logSink: ErrorSink = (report) => {
  process.stderr.write(
    `${JSON.stringify({ level: "error", time: new Date().toISOString(), ...report })}\n`,
  );
};

// One list for the server and the Remix build: a service plugged in by either hears both.
const sinks = onePerProcess<ErrorSink[]>("errorSinks", () => [logSink]);

/** Adds an error service beside the log. */
export function plugErrorSink(sink: ErrorSink): void {
  sinks.push(sink);
}

/** Hands an error to every sink, with the id of the request being served unless one is given. */
export function reportError(
  error: unknown,
  where: ErrorReport["where"],
  {
    what = null,
    path = null,
    requestId = currentRequestId(),
  }: { what?: string | null; path?: string | null; requestId?: string | null } = {},
): void {
  const report: ErrorReport = {
    service: "storefront",
    where,
    requestId,
    what,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? (error.stack ?? null) : null,
    path,
  };
  for (const sink of sinks) sink(report);
}
