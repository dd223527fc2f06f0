// What the clients of a load run saw: each call's kind, status and time, for the report's
// throughput and p99 per call, and for telling a refusal from a failure.
export interface CallRecord {
  readonly call: string;
  readonly status: number;
  readonly ms: number;
}

export interface CallFigures {
  readonly call: string;
  readonly count: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Answers 5xx or no answer at all (status 0). */
  readonly failed: number;
}

export class CallLog {
  readonly records: CallRecord[] = [];

  /** Runs `send`, recording how long it took and the status it answered (0 when it threw). */
  async timed(call: string, send: () => Promise<Response>): Promise<Response> {
    const started = performance.now();
    try {
      const response = await send();
      this.records.push({ call, status: response.status, ms: performance.now() - started });
      return response;
    } catch (error) {
      this.records.push({ call, status: 0, ms: performance.now() - started });
      throw error;
    }
  }

  /** Each call's figures over a run of `seconds`. */
  figures(seconds: number): CallFigures[] {
    const byCall = new Map<string, CallRecord[]>();
    for (const record of this.records) {
      byCall.set(record.call, [...(byCall.get(record.call) ?? []), record]);
    }
    return [...byCall.entries()].map(([call, records]) => {
      const times = records.map((record) => record.ms).sort((a, b) => a - b);
      return {
        call,
        count: records.length,
        perSecond: records.length / seconds,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        failed: records.filter((record) => record.status === 0 || record.status >= 500).length,
      };
    });
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
