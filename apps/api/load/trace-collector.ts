// A stand-in for an OpenTelemetry collector: it takes the processes' spans as OTLP over HTTP
// (JSON) and keeps them, so the load run can check that the traces it started came out whole.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface CollectedSpan {
  readonly service: string;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  readonly statement: string;
}

export interface TraceCollector {
  readonly address: string;
  /** The spans of a trace, in the order they arrived. */
  trace(traceId: string): CollectedSpan[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

const valueOf = (attributes: OtlpAttribute[] | undefined, key: string) =>
  attributes?.find((attribute) => attribute.key === key)?.value.stringValue ?? "";

export async function startTraceCollector(): Promise<TraceCollector> {
  const traces = new Map<string, CollectedSpan[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        const sent = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport;
        for (const resource of sent.resourceSpans ?? []) {
          const service = valueOf(resource.resource?.attributes, "service.name");
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const kept: CollectedSpan = {
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? "",
                name: span.name,
                statement: valueOf(span.attributes, "db.query.text"),
              };
              traces.set(span.traceId, [...(traces.get(span.traceId) ?? []), kept]);
            }
          }
        }
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    trace: (traceId) => traces.get(traceId) ?? [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
