import { requestIdHeader } from "@storefront/api-client";

/**
 * The business app's error reporter (ADR 067): every unexpected error, with the id of the request
 * it happened in, as one JSON line on standard error. An error service plugs in beside the log.
 */
export interface ErrorReport {
  readonly service: "business";
  readonly where: "server" | "render" | "browser";
  readonly requestId: string | null;
  readonly path: string | null;
  readonly message: string;
  readonly stack: string | null;
}

export type ErrorSink = (report: ErrorReport) => void;

const sinks: ErrorSink[] = [
  (report) =>
    process.stderr.write(
      `${JSON.stringify({ level: "error", time: new Date().toISOString(), ...report })}\n`,
    ),
];

/** Adds an error service beside the log. */
export function plugErrorSink(sink: ErrorSink): void {
  sinks.push(sink);
}

/** Hands an error to every sink, under the request's id (or the browser's reference). */
export function reportError(
  error: unknown,
  where: ErrorReport["where"],
  request: Request | null,
  reference?: string,
): void {
  const report: ErrorReport = {
    service: "business",
    where,
    requestId: reference ?? request?.headers.get(requestIdHeader) ?? null,
    path: request ? new URL(request.url).pathname : null,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? (error.stack ?? null) : null,
  };
  for (const sink of sinks) sink(report);
}
