// The business's webhook receiver during `test:load` and `test:faults`: it records each event id it
// is sent and answers 200, or 503 while it is `down` (a receiver that is away for a while).
import { once } from "node:events";
import http from "node:http";
import type net from "node:net";
import { webhookHeaders } from "@storefront/api-client";

export interface WebhookReceiver {
  readonly address: string;
  /** Every event id received while up, with how many times it came. */
  readonly received: Map<string, number>;
  /** Answers 503 to every delivery while true. */
  down: boolean;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received = new Map<string, number>();
  const receiver: WebhookReceiver = {
    address: "",
    received,
    down: false,
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (receiver.down) {
        response.writeHead(503).end();
        return;
      }
      const id = request.headers[webhookHeaders.id.toLowerCase()];
      if (typeof id === "string") received.set(id, (received.get(id) ?? 0) + 1);
      response.writeHead(200).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  return Object.assign(receiver, {
    address: `http://127.0.0.1:${port}/events`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  });
}
