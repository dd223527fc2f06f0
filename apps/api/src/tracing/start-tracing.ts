import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

/**
 * Sends this process's spans to an OpenTelemetry collector (OTLP over HTTP, JSON) at
 * `{endpoint}/v1/traces`, and makes the W3C `traceparent` header the way a trace crosses
 * processes (ADR 070). Answers how to flush and stop at shutdown.
 */
export function startTracing({
  serviceName,
  endpoint,
}: {
  serviceName: string;
  endpoint: string;
}): { stop: () => Promise<void> } {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: new URL("v1/traces", withSlash(endpoint)).href }),
      ),
    ],
  });
  provider.register();
  return { stop: () => provider.shutdown() };
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
