// `pnpm bench` (storefront): the menu page beside a bare Remix page, both built for production and
// served by express on this machine, in one run: requests/s, p50 and p99 at 150, 2,000 and 10,000
// menu items, and the JavaScript (gzip) each page type loads. Reports; never fails on a figure.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { firstItemPath, machine, startStack } from "./stack.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const ports = { api: 4390, storefront: 3390, bare: 3391 };

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
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

const { site, bare, stop } = await startStack({ ports, benchMenus: ["2000", "10000"] });
try {
  const pages = [
    { name: "bare Remix page", url: bare },
    { name: "menu, 150 items (/demo/delivery)", url: `${site}/demo/delivery` },
    { name: "menu, 2,000 items (/bench-2000/delivery)", url: `${site}/bench-2000/delivery` },
    { name: "menu, 10,000 items (/bench-10000/delivery)", url: `${site}/bench-10000/delivery` },
  ];
  // Warm every page once (first answers fill the caches), then measure each in turn.
  for (const page of pages) await fetch(page.url).then((response) => response.text());
  const rows = [];
  for (const page of pages) {
    const result = await load(page.url);
    rows.push({
      ...page,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const [base] = rows;
  console.log(`\nServer render, ${connections} connections, ${seconds} s each, ${machine()}`);
  console.table(
    rows.map((row) => ({
      page: row.name,
      "req/s": row.rps.toFixed(1),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "req/s ratio": (row.rps / base.rps).toFixed(2),
      "p99 ratio": (row.p99 / base.p99).toFixed(2),
      "non-2xx or errors": row.errors,
    })),
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
