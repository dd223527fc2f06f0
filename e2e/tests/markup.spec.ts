import { spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { apiUrl, storefrontUrl } from "./addresses";

// What the server sends (docs/decisions/043-html-the-server-sends.md): every page type, in every
// interface language, is valid UTF-8 without NUL or U+FFFD, and the Nu HTML Checker finds nothing
// in it that a bare Remix page does not show as well. Plain HTTP, no browser: what a search
// engine or a screen reader's browser receives before any script runs.

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = path.resolve(here, "../../apps/storefront/app/locales");
const languages = readdirSync(locales)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""));
// The checker reads every page type in a left-to-right and a right-to-left language.
const checkedLanguages = ["en", "ar"];
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

// Bait Al Kuwait's falafel (appetizers, one price, no choices) goes into a dine-in cart.
const falafel = "/demo/dinein/4/24";

/**
 * The pages a customer reaches, with the state each needs. Each page type a customer meets on the
 * way to an order is read in every language; the rest in the languages the checker reads.
 */
function pagesOf(orderPath: string) {
  const everyLanguage = {
    guest: [
      "/demo",
      "/demo/delivery",
      "/demo/delivery/4",
      "/demo/delivery/4/24",
      "/demo/dinein/cart",
      "/demo/dinein/checkout",
      "/demo/settings",
      "/demo/login",
      orderPath,
    ],
    signedIn: ["/demo/profile"],
  };
  const checkedLanguagesOnly = {
    guest: [
      "/demo/dinein",
      falafel,
      "/demo/delivery/search?q=machboos",
      "/demo/Branches",
      "/demo/Policies",
      "/demo/Feedback",
      "/demo/orders/status",
      "/demo-shop",
      "/demo-shop/delivery",
      "/demo-zurich",
      "/demo-zurich/delivery",
      "/demo-salon/product_service",
      "/demo-cakes/car_pickup",
    ],
    signedIn: [
      "/demo/locations",
      "/demo/orders/history",
      "/demo/wallet/home",
      "/demo/reservation/reserv_dinein",
      "/demo/reservation/history",
    ],
  };
  return { everyLanguage, checkedLanguagesOnly, notFound: "/no-such-business" };
}

/** The value a Set-Cookie header of the answer gives a cookie. */
function setCookie(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`No ${name} cookie from ${response.url}`);
  return header.slice(name.length + 1).split(";")[0] ?? "";
}

/** A cart with one falafel, added with the item page's form as a browser without scripts does. */
async function cartCookie(): Promise<string> {
  const form = new URLSearchParams({
    item_id: "24",
    category_id: "4",
    price_label_id: "25",
    quantity: "1",
    comment: "",
  });
  const response = await fetch(`${storefrontUrl}${falafel}`, {
    method: "POST",
    body: form,
    headers: { Origin: storefrontUrl },
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return `cart_demo=${setCookie(response, "cart_demo")}`;
}

async function api(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
  expect(response.ok, `${pathname}: ${response.status}`).toBe(true);
  return response.json();
}

/** A pending cash order at the café (always open), remembered by this device as its own. */
async function orderAtTheCafe(): Promise<{ path: string; cookie: string }> {
  const { order, access_key } = await api(
    "/webapp/order",
    {
      priority: "now",
      branch_id: 4,
      // Espresso, twice.
      order_lines: [{ item_id: 183, price_label_id: 257, quantity: 2, modifiers: "" }],
      name: "Anna Meier",
      phone: "791234599",
      dial_code: "+41",
      payment_type: 2,
      selling_types: "car_pickup",
      car: { model: "Golf", color: "Blau", plate_number: "ZH 12345" },
    },
    { "Idempotency-Key": `markup-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  return {
    path: `/demo-zurich/order/${order.id}`,
    cookie: `orders_demo-zurich=${order.id}~${access_key}`,
  };
}

/** A new customer of Bait Al Kuwait, signed in with a code from the development inbox. */
async function sessionCookie(): Promise<string> {
  const phone = `+9655${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const sent = await api("/send-otp", { reference_id: "demo", phone });
  const inbox = await fetch(`${apiUrl}/dev/inbox?phone=${encodeURIComponent(phone)}`);
  const [message] = (await inbox.json()).messages as { text: string }[];
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  const verified = await api("/verify-otp", { challenge_id: sent.challenge_id, code });
  const { token, user } = await api("/webapp/register", {
    registration_ticket: verified.registration_ticket,
    name: "Maryam Al-Ali",
  });
  return `session_demo=${user.id}.${user.business_id}.${token}`;
}

interface Fetched {
  url: string;
  language: string;
  status: number;
  bytes: Buffer;
}

async function fetchPage(pathname: string, language: string, cookies: string[]) {
  const response = await fetch(`${storefrontUrl}${pathname}`, {
    headers: { Cookie: [`i18n_redirected=${language}`, ...cookies].join("; ") },
    redirect: "manual",
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { url: pathname, language, status: response.status, bytes } satisfies Fetched;
}

/** What is wrong with a page's bytes: invalid UTF-8, NUL or U+FFFD, each with its surroundings. */
function byteFaults(page: Fetched): string[] {
  const where = `${page.url} in ${page.language}`;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(page.bytes);
  } catch {
    return [`${where}: not valid UTF-8`];
  }
  // eslint-disable-next-line no-control-regex -- the NUL is what this looks for
  return [...text.matchAll(/[\u0000\uFFFD]/g)].map(
    (match) =>
      `${where}: U+${match[0].charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()} in ` +
      JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + 20)),
  );
}

interface CheckerMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  firstLine?: number;
  lastLine: number;
  lastColumn: number;
}

/**
 * Remix streams its data as scripts after `</html>` (the bare Remix page does too): the checker
 * calls the first a stray start tag and stops there, having read the whole document before it.
 */
function afterTheDocument(message: CheckerMessage, html: string): boolean {
  const end = html.lastIndexOf("</html>");
  const lines = html.split("\n");
  const offset =
    lines.slice(0, message.lastLine - 1).reduce((sum, line) => sum + line.length + 1, 0) +
    message.lastColumn;
  return end >= 0 && offset > end;
}

/** The checker's errors and warnings for the files, read in one run of the JVM. */
function checkerFindings(files: Map<string, string>): string[] {
  const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", ...files.keys()], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr) as { messages: CheckerMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.subType === "warning")
    .filter((message) => {
      const html = files.get(fileURLToPath(message.url)) ?? "";
      return !(
        (message.message === "Stray start tag “script”." ||
          message.message.startsWith("Cannot recover after last error.")) &&
        afterTheDocument(message, html)
      );
    })
    .map(
      (message) =>
        `${path.basename(fileURLToPath(message.url))}:${message.lastLine}: ${message.type}: ${message.message}`,
    );
}

// eslint-disable-next-line no-empty-pattern -- plain HTTP: no browser fixture
test("every page in every language is clean UTF-8 that the HTML checker accepts", async ({}, testInfo) => {
  test.setTimeout(300_000);
  const [cart, order, session] = await Promise.all([
    cartCookie(),
    orderAtTheCafe(),
    sessionCookie(),
  ]);
  const pages = pagesOf(order.path);
  const fetched: Fetched[] = [];
  // Two requests at a time: the storefront and the API share the machine with the suite.
  const queue = languages.flatMap((language) => {
    const sets = [pages.everyLanguage];
    if (checkedLanguages.includes(language)) sets.push(pages.checkedLanguagesOnly);
    return [
      ...sets.flatMap((set) => [
        ...set.guest.map((url) => ({ url, language, cookies: [cart, order.cookie] })),
        ...set.signedIn.map((url) => ({ url, language, cookies: [session] })),
      ]),
      { url: pages.notFound, language, cookies: [] },
    ];
  });
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        fetched.push(await fetchPage(next.url, next.language, next.cookies));
      }
    }),
  );

  const wrongStatus = fetched
    .filter((page) => page.status !== (page.url === pages.notFound ? 404 : 200))
    .map((page) => `${page.url} in ${page.language}: ${page.status}`);
  expect(wrongStatus).toEqual([]);
  expect(fetched.flatMap(byteFaults)).toEqual([]);

  const files = new Map<string, string>();
  for (const page of fetched.filter(({ language }) => checkedLanguages.includes(language))) {
    const name = `${page.language}${page.url.replace(/[^a-z0-9]+/gi, "-")}.html`;
    const file = testInfo.outputPath(name);
    const html = page.bytes.toString("utf8");
    writeFileSync(file, html);
    files.set(file, html);
  }
  expect(checkerFindings(files)).toEqual([]);
});
