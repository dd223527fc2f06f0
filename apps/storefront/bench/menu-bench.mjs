// `pnpm bench` (storefront): the menu page beside a bare Remix page, both built for production and
// served by express on this machine, in one run. Each page is loaded without Accept-Encoding and
// with a browser's, from a storefront with its page cache (warmed first: hits) and from one without
// it (PAGE_CACHE=off: misses), both on the same API. Reports requests/s, p50, p99, the CPU each
// request cost the storefront, the API and the bare page's server, the bytes on the wire, and the
// JavaScript (gzip) each page type loads. A miss is also compared with the bare page served at the
// miss's own requests/s. The load comes from load.mjs, which never decodes a body.
// BENCH_SECONDS (default 10) is the length of each run;
// BENCH_MENUS (default 2000) the generated menus beside the demo's, e.g. BENCH_MENUS=2000,10000.
// Reports; never fails on a figure.
import http from "node:http";
import os from "node:os";
import { gzipSync } from "node:zlib";
import { load } from "./load.mjs";
import { settledCpuMs } from "./process-cpu.mjs";
import { firstItemPath, machine, startStack } from "./stack.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const benchMenus = (process.env.BENCH_MENUS ?? "2000").split(",").filter(Boolean);
const warmSeconds = Math.max(1, Math.round(seconds / 5));
const connections = 10;
const ports = { api: 4390, storefront: 3390, bare: 3391, uncached: 3394 };
const encodings = [
  { name: "none", headers: {} },
  { name: "gzip, deflate, br", headers: { "accept-encoding": "gzip, deflate, br" } },
];

/** One request with exactly these headers (fetch adds its own Accept-Encoding); its encoding. */
function encodingOf(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers["content-encoding"] ?? "identity"));
      })
      .on("error", reject);
  });
}

/**
 * Loads one page for BENCH_SECONDS and reads the CPU of its server and of the API around the run.
 * The second reading waits for the servers to finish; every request sent is answered before
 * the run ends, so the CPU is divided by the requests answered.
 */
async function measure(page, encoding, rate = undefined) {
  // A short load first fills the page cache and has the servers' hot code compiled.
  const answered = await encodingOf(page.url, encoding.headers);
  const run = (duration) =>
    load({ url: page.url, headers: encoding.headers, connections, seconds: duration, rate });
  await run(warmSeconds);
  const before = await settledCpuMs(page.pids);
  const result = await run(seconds);
  const after = await settledCpuMs(page.pids);
  const [server, api = 0] = after.map((ms, index) => (ms - before[index]) / result.answered);
  return {
    page: page.name,
    encoding: answered === "identity" ? encoding.name : `${encoding.name} → ${answered}`,
    cache: page.cache,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpu: { server, api, total: server + api },
    wireBytes: result.bytesPerAnswer,
    failures: result.failures,
  };
}

/** The module scripts a page loads, summed as gzip bytes. */
async function javascriptBytes(url) {
  const html = await (await fetch(url)).text();
  const scripts = new Set(
    [
      ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
      ...html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g),
    ].map((match) => new URL(match[1], url).href),
  );
  let bytes = 0;
  for (const script of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer())).length;
  return { files: scripts.size, bytes };
}

const { site, uncachedSite, bare, pids, stop } = await startStack({ ports, benchMenus });
try {
  const menus = [
    { name: "menu, 150 items", path: "/demo/delivery" },
    ...benchMenus.map((size) => ({
      name: `menu, ${Number(size).toLocaleString("en")} items`,
      path: `/bench-${size}/delivery`,
    })),
  ];
  const pages = [
    { name: "bare Remix page", cache: "-", url: bare, pids: [pids.bare] },
    ...menus.flatMap((menu) => [
      { name: menu.name, cache: "hit", url: site + menu.path, pids: [pids.storefront, pids.api] },
      {
        name: menu.name,
        cache: "miss",
        url: uncachedSite + menu.path,
        pids: [pids.uncached, pids.api],
      },
    ]),
  ];
  // The machine is shared: its load before the runs says how far to trust requests/s and p99.
  const loadBefore = os.loadavg()[0].toFixed(1);
  const rows = [];
  for (const encoding of encodings)
    for (const page of pages) {
      const row = { asked: encoding.name, ...(await measure(page, encoding)) };
      // A process's CPU for a request depends on how many arrive: at 25 a second its caches are
      // colder than at 400. A miss is also set beside the bare page served at the miss's rate.
      if (page.cache === "miss")
        row.bareAtRate = await measure(pages[0], encoding, Math.max(1, Math.round(row.rps)));
      rows.push(row);
    }

  console.log(
    `\nServer render, ${connections} connections, ${seconds} s a run after ${warmSeconds} s of warm-up, ` +
      `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine()}, ` +
      `load average ${loadBefore} before and ${os.loadavg()[0].toFixed(1)} after`,
  );
  console.table(
    rows.map((row) => {
      const base = rows.find((other) => other.cache === "-" && other.asked === row.asked);
      return {
        page: row.page,
        encoding: row.encoding,
        cache: row.cache,
        "req/s": row.rps.toFixed(1),
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        "req/s ratio": (row.rps / base.rps).toFixed(2),
        "p99 ratio": (row.p99 / base.p99).toFixed(2),
        "CPU ms/req server": row.cpu.server.toFixed(2),
        "CPU ms/req API": row.cache === "-" ? "-" : row.cpu.api.toFixed(2),
        "CPU ms/req total": row.cpu.total.toFixed(2),
        "CPU ratio": (row.cpu.total / base.cpu.total).toFixed(2),
        "CPU ratio, bare at this req/s": row.bareAtRate
          ? (row.cpu.total / row.bareAtRate.cpu.total).toFixed(2)
          : "-",
        "KB on the wire": (row.wireBytes / 1024).toFixed(1),
        "non-2xx or errors": row.failures,
      };
    }),
  );
  console.log(
    "server: the storefront's process, or the bare page's; ratios against the bare page with the " +
      "same encoding (the last one against the bare page served at this page's req/s); KB on " +
      "the wire: headers and body of one answer as sent.",
  );

  const itemPath = await firstItemPath(site);
  const scriptPages = [
    { name: "bare Remix page", url: bare },
    { name: "home", url: `${site}/demo` },
    { name: "menu", url: `${site}/demo/delivery` },
    { name: "item", url: `${site}${itemPath}` },
    { name: "cart", url: `${site}/demo/delivery/cart` },
  ];
  const scripts = [];
  for (const page of scriptPages)
    scripts.push({ page: page.name, ...(await javascriptBytes(page.url)) });
  const bareBytes = scripts[0].bytes;
  console.log("\nJavaScript each page loads (module scripts, gzip)");
  console.table(
    scripts.map((row) => ({
      page: row.page,
      files: row.files,
      "KB gzip": (row.bytes / 1024).toFixed(1),
      "KB over the bare page": ((row.bytes - bareBytes) / 1024).toFixed(1),
    })),
  );
} finally {
  stop();
}
