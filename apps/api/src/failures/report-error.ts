import type { FastifyBaseLogger } from "fastify";

/** What is known of an unexpected error where it happened. */
export interface ErrorContext {
  readonly requestId: string;
  readonly method: string;
  readonly route: string;
}

/**
 * Where unexpected errors go (ADR 067): the structured log by default. An error service (Sentry,
 * say) plugs in by passing its own reporter to `buildApp`; it receives every error the log does.
 */
export type ErrorReporter = (error: Error, context: ErrorContext, log: FastifyBaseLogger) => void;

export const logErrors: ErrorReporter = (error, context, log) => {
  log.error({ err: error, route: context.route }, "request failed");
};
