import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiUrl } from "./addresses";

// A second storefront, built as the journeys' own, whose API is a stand-in in front of the real
// one: it answers the failures the real API never gives on browse pages, and passes the rest on.
//
// Businesses of the stand-in (each a copy of the demo restaurant unless it fails outright):
// - busy:    GET restaurant answers 429 RATE_LIMITED            (the 433 view)
// - down:    GET restaurant answers 503 with its own message     (the 500 view, that message)
// - broken:  GET restaurant answers 200 without JSON            (the 500 view, Something Went Wrong)
// - nomenu:  the demo restaurant whose menu call answers 500 without JSON (Fail to fetch menu)
// - mending: the same, until `mendMenu()` is called; then its menu is the demo's
// - evil:    the demo restaurant whose Hummus is named to break out of a script element
export const scriptBreakingName = "</script><script>alert(1)</script>";

const copies: Record<string, number> = { mending: 700_000, nomenu: 800_000, evil: 900_000 };
let mendingMenuDown = true;

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..", "..");

/** A path and query of the stand-in with the copies' references and branch ids made the demo's. */
function realPath(url: URL): string {
  const unshift = (text: string) =>
    text.replace(/\b(\d{6,})\b/g, (id) => {
      const offset = Object.values(copies)
        .sort((a, b) => b - a)
        .find((base) => Number(id) >= base);
      return offset ? String(Number(id) - offset) : id;
    });
  const pathname = url.pathname.replace(/\/(nomenu|mending|evil)(?=\/|$)/, "/demo");
  return unshift(pathname) + unshift(url.search);
}

/** The copy a request is about: by its reference, or by the branch id range of its path and query. */
function copyOf(url: URL): string | undefined {
  const byName = /\/(nomenu|mending|evil)(?:\/|$)/.exec(url.pathname)?.[1];
  if (byName) return byName;
  const ids = [...(url.pathname + url.search).matchAll(/\b(\d{6,})\b/g)].map((m) => Number(m[1]));
  return Object.entries(copies)
    .sort(([, a], [, b]) => b - a)
    .find(([, base]) => ids.some((id) => id >= base))?.[0];
}

/** Moves every branch id of an answer into a copy's range, so its later calls come back here. */
function shiftBranches(value: unknown, offset: number, key = ""): unknown {
  if (Array.isArray(value)) {
    return value.map((entry) =>
      key === "branches" && typeof entry === "number"
        ? entry + offset
        : shiftBranches(entry, offset, key),
    );
  }
  if (typeof value === "object" && value !== null) {
    const parent = key;
    return Object.fromEntries(
      Object.entries(value).map(([name, entry]) => {
        const isBranchId =
          (name === "branch_id" || (name === "id" && parent === "branches")) &&
          typeof entry === "number";
        return [name, isBranchId ? entry + offset : shiftBranches(entry, offset, name)];
      }),
    );
  }
  return value;
}

function send(response: ServerResponse, status: number, body: string, type = "application/json") {
  response.writeHead(status, { "Content-Type": type });
  response.end(body);
}

/** Every request id the stand-in API was sent (ADR 067: the storefront forwards its own). */
const requestIdsSeen = new Set<string>();

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const requestId = request.headers["x-request-id"];
  if (typeof requestId === "string") requestIdsSeen.add(requestId);
  const failure = (code: string, message: string) => JSON.stringify({ error: 1, code, message });
  if (url.pathname.endsWith("/restaurant/busy")) {
    return send(response, 429, failure("RATE_LIMITED", "Too many requests"));
  }
  if (url.pathname.endsWith("/restaurant/down")) {
    return send(response, 503, failure("INTERNAL", "Down for maintenance until 6 pm"));
  }
  if (url.pathname.endsWith("/restaurant/broken")) {
    return send(response, 200, "<html>not an answer</html>", "text/html");
  }
  const copy = copyOf(url);
  const menuDown = copy === "nomenu" || (copy === "mending" && mendingMenuDown);
  if (menuDown && url.pathname.includes("/menu/")) {
    return send(response, 500, "<html>upstream failed</html>", "text/html");
  }

  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => name !== "host" && name !== "if-none-match" && name !== "connection",
    ),
  ) as Record<string, string>;
  const real = await fetch(new URL(realPath(url), apiUrl), { method: request.method, headers });
  const text = await real.text();
  if (!copy || !real.ok) {
    return send(response, real.status, text, real.headers.get("content-type") ?? "text/plain");
  }
  let json = shiftBranches(JSON.parse(text), copies[copy] ?? 0) as Record<string, unknown>;
  if (url.pathname.includes("/restaurant/")) {
    json = { ...json, restaurant: { ...(json.restaurant as object), reference_id: copy } };
  }
  if (copy === "evil" && url.pathname.includes("/menu/")) {
    const menu = json.menu as { items: { name: Record<string, string> }[] };
    const hummus = menu.items.find((item) => item.name.en === "Hummus");
    if (hummus) hummus.name = { en: scriptBreakingName, ar: scriptBreakingName };
  }
  return send(response, 200, JSON.stringify(json));
}

/** A free port on this machine, for the second storefront. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One error report of the second storefront, as its log writes it (ADR 067). */
export interface ErrorReport {
  requestId: string | null;
  where: string;
  what: string | null;
  path: string | null;
}

/** The second storefront's address, what it reported and sent, and a way to stop them. */
export interface FailingStorefront {
  url: string;
  /** The error reports the storefront has written so far. */
  reports: () => ErrorReport[];
  /** Whether the stand-in API was sent this request id. */
  apiSaw: (requestId: string) => boolean;
  /** The `mending` business's menu answers from now on. */
  mendMenu: () => void;
  stop: () => Promise<void>;
}

/** Starts the stand-in API and a storefront in front of it; resolves once the storefront answers. */
export async function startFailingStorefront(): Promise<FailingStorefront> {
  mendingMenuDown = true;
  const standIn: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => send(response, 599, String(error)));
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const { port: apiPort } = standIn.address() as AddressInfo;
  const port = await freePort();
  const storefront: ChildProcess = spawn("node", ["apps/storefront/server-build/index.js"], {
    cwd: repo,
    env: {
      ...process.env,
      STOREFRONT_PORT: String(port),
      STOREFRONT_HOST: "127.0.0.1",
      API_BASE_URL: `http://127.0.0.1:${apiPort}/`,
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const reports: ErrorReport[] = [];
  let unread = "";
  storefront.stderr?.on("data", (chunk: Buffer) => {
    const lines = (unread + chunk.toString("utf8")).split("\n");
    unread = lines.pop() ?? "";
    for (const line of lines) {
      try {
        const report = JSON.parse(line) as ErrorReport & { level?: string };
        if (report.level === "error") reports.push(report);
      } catch {
        // not a report
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${url}/build-version.json`);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    reports: () => [...reports],
    apiSaw: (requestId) => requestIdsSeen.has(requestId),
    mendMenu: () => {
      mendingMenuDown = false;
    },
    stop: async () => {
      storefront.kill();
      await new Promise((resolve) => standIn.close(resolve));
    },
  };
}
