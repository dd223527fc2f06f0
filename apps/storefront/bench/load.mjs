// The load the menu benchmark puts on a page: keep-alive connections, each sending its next GET
// when the last answer has ended. Bodies are counted, never decoded: autocannon turns every body
// into a string, and on a page with accented or Arabic text that decoding cost its one thread
// more CPU than the storefront spent serving the page, so the client, not the server, set the
// pace (the demo's menu served from the cache: 3 times the client CPU of an all-ASCII page).
import http from "node:http";
import { createHistogram } from "node:perf_hooks";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET on `agent`; resolves with its status once the body has ended (0 for a failed request). */
function get(url, headers, agent, sockets) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
      response.resume();
    });
    request.on("socket", (socket) => sockets.add(socket));
    request.on("error", () => resolve(0));
  });
}

/**
 * Loads `url` from `connections` connections for `seconds`; with `rate`, at most that many
 * requests a second in all, spread evenly over the connections. Reports requests sent and
 * answered, answers a second, latency percentiles in ms, the bytes read per answer (headers and
 * body) and the answers that were not 2xx or failed.
 */
export async function load({ url, headers = {}, connections, seconds, rate = undefined }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const sockets = new Set();
  const latency = createHistogram();
  let sent = 0;
  let answered = 0;
  let failures = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  const gap = rate ? (connections * 1000) / rate : 0;

  const connection = async (index) => {
    let slot = started + (rate ? (index * 1000) / rate : 0);
    for (;;) {
      if (rate) {
        // A timer may fire a little early: the slot, not the clock, says whether it is in the run.
        if (slot >= ends) return;
        await sleep(slot - performance.now());
        slot += gap;
      } else if (performance.now() >= ends) return;
      sent += 1;
      const sentAt = process.hrtime.bigint();
      const status = await get(url, headers, agent, sockets);
      latency.record(process.hrtime.bigint() - sentAt);
      answered += 1;
      if (status < 200 || status >= 300) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  const elapsed = (performance.now() - started) / 1000;
  let bytes = 0;
  for (const socket of sockets) bytes += socket.bytesRead;
  agent.destroy();
  const ms = (percentile) => Number((latency.percentile(percentile) / 1e6).toFixed(1));
  return {
    sent,
    answered,
    rps: answered / elapsed,
    p50: ms(50),
    p99: ms(99),
    bytesPerAnswer: bytes / Math.max(answered, 1),
    failures,
  };
}
