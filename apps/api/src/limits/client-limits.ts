/**
 * The limits kept per client address and overall (ADR 025, ADR 038); the limits of one phone's
 * codes are fixed in `otp-limits.ts`. A deployment sets these from its environment; every count
 * lives in PostgreSQL.
 */
export interface ClientLimits {
  /** Codes one client address may have sent within an hour, to any phones. */
  readonly codesPerClientPerHour: number;
  /** Codes one business may send within an hour (each text costs money). */
  readonly codesPerBusinessPerHour: number;
  /** Codes the whole platform may send within an hour. */
  readonly codesPerHour: number;
  /** Orders one client address may place within an hour. */
  readonly ordersPerClientPerHour: number;
  /** Calls one till's key may make within a minute (ADR 060). */
  readonly keyCallsPerMinute: number;
}

/** The defaults of a deployment (env.ts). */
export const defaultClientLimits: ClientLimits = {
  codesPerClientPerHour: 10,
  codesPerBusinessPerHour: 300,
  codesPerHour: 3000,
  ordersPerClientPerHour: 20,
  keyCallsPerMinute: 600,
};
