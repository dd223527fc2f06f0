// The traces a load run's clients started (ADR 070), checked once the processes have sent them:
// each is whole (every span's parent is in the trace or is the client's span) and goes as far as
// its call does: an order to the statement that wrote it, a storefront call through the API.
import type { TracedCall } from "./load-journeys.js";
import type { CollectedSpan, TraceCollector } from "./trace-collector.js";

export interface TraceAudit {
  readonly findings: string[];
  readonly note: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ordersWrite = /insert into "?orders"?/i;

/** What is wrong with one call's trace, or null when it is whole. */
function problemOf(traced: TracedCall, spans: readonly CollectedSpan[]): string | null {
  const ids = new Set(spans.map((span) => span.spanId));
  const entries = spans.filter((span) => span.parentSpanId === traced.parentId);
  if (entries.length === 0) return "no process took it up";
  const orphan = spans.find(
    (span) => span.parentSpanId !== traced.parentId && !ids.has(span.parentSpanId),
  );
  if (orphan) return `${orphan.service}'s span ${orphan.name} has no parent in the trace`;
  const entryService = traced.call === "order" ? "storefront-api" : "storefront-web";
  if (entries.some((entry) => entry.service !== entryService))
    return `it entered elsewhere than ${entryService}`;
  if (traced.call === "order" && !spans.some((span) => ordersWrite.test(span.statement))) {
    return "it does not reach the statement that wrote the order";
  }
  return null;
}

/**
 * Waits up to `waitMs` for every traced call to be taken up, then checks them all. Under faults
 * (`strict` false) a killed process loses the spans it had not sent: the figures are reported,
 * not judged.
 */
export async function auditTraces(
  collector: TraceCollector,
  traced: readonly TracedCall[],
  strict: boolean,
  waitMs = 10_000,
): Promise<TraceAudit> {
  const deadline = Date.now() + waitMs;
  const taken = () =>
    traced.every((call) => problemOf(call, collector.trace(call.traceId)) === null);
  while (!taken() && Date.now() < deadline) await pause(250);

  const findings: string[] = [];
  let spans = 0;
  let throughApi = 0;
  let toDatabase = 0;
  for (const call of traced) {
    const trace = collector.trace(call.traceId);
    spans += trace.length;
    const problem = problemOf(call, trace);
    if (problem) findings.push(`the trace of a traced ${call.call} is broken: ${problem}`);
    if (call.call !== "order" && trace.some((span) => span.service === "storefront-api")) {
      throughApi += 1;
    }
    if (trace.some((span) => span.statement !== "")) toDatabase += 1;
  }
  const storefrontCalls = traced.filter((call) => call.call !== "order").length;
  const note =
    `Traces: ${traced.length} started by the clients, ${traced.length - findings.length} whole, ` +
    `${spans} spans; ${throughApi} of ${storefrontCalls} storefront calls went on to the API, ` +
    `${toDatabase} traces reached the database.`;
  return { findings: strict ? findings : [], note };
}
