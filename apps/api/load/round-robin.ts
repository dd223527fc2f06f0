// The small load balancer in front of the processes of `test:load` and `test:faults`: each request
// goes to the next process in turn. A process that refuses the connection (stopped, restarting)
// is skipped, as a load balancer's health check would; a request cut off half way is answered 502
// and the client retries it with its idempotency key.
import { once } from "node:events";
import http from "node:http";
import type net from "node:net";

export interface RoundRobin {
  /** `http://127.0.0.1:<port>` */
  readonly address: string;
  close(): Promise<void>;
}

const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

/** Listens on a free loopback port and spreads requests over `targets` (origins). */
export async function startRoundRobin(targets: readonly string[]): Promise<RoundRobin> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !hopByHop.has(name)),
    );
    for (let tried = 0; tried < targets.length; tried++) {
      const target = new URL(targets[next % targets.length] ?? "");
      next += 1;
      try {
        const answer = await forward(agent, target, request, headers, body);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      } catch (error) {
        // Refused: nothing reached that process, so the next one may take it.
        if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") continue;
        break;
      }
    }
    if (!response.headersSent) {
      response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: false, code: "BAD_GATEWAY", message: "No answer" }));
    } else response.destroy();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      agent.destroy();
      await once(server, "close");
    },
  };
}

function forward(
  agent: http.Agent,
  target: URL,
  request: http.IncomingMessage,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, "content-length": String(body.length) },
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
