// The reviewer's command: `pnpm --filter domain review <cart.json>`, or the JSON on stdin.
// It reads a cart and the business rules it was priced under (exactly the `priceCart` input),
// prices it with the domain's own `priceCart` and prints the breakdown as aligned tables, every
// amount with the currency's digits, so that a price can be checked by hand. Bad input is told in
// plain words, field by field, with exit code 1 and no stack trace.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { priceCart } from "../src/pricing/price-cart.js";
import { formatBreakdown } from "../src/review/format-breakdown.js";
import { readPriceCartInput } from "./read-price-cart-input.js";

const usage = `Usage: pnpm --filter domain review <cart.json>
       pnpm --filter domain review < cart.json

The JSON is a priceCart input (packages/domain/src/pricing/pricing-input.ts): amounts in integer
minor units (1.250 KWD is 1250), rates in basis points (5 % is 500), weights in grams.
Example: packages/domain/review/examples/kwd-delivery.json`;

/** Runs the command; gives the text to print and the exit code instead of exiting, for clarity. */
function review(args: readonly string[]): { readonly out: string; readonly code: 0 | 1 } {
  if (args.includes("--help") || args.includes("-h")) return { out: usage, code: 0 };
  if (args.length > 1) return { out: `review: one file at most.\n\n${usage}`, code: 1 };
  const [file] = args;
  let source: string;
  let name: string;
  if (file === undefined || file === "-") {
    if (process.stdin.isTTY) return { out: usage, code: 1 };
    source = readFileSync(0, "utf8");
    if (source.trim() === "") return { out: usage, code: 1 };
    name = "stdin";
  } else {
    const path = findFile(file);
    if (path === undefined) return { out: `review: no such file: ${file}`, code: 1 };
    source = readFileSync(path, "utf8");
    name = file;
  }

  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { out: `review: ${name} is not valid JSON: ${(error as Error).message}`, code: 1 };
  }
  const read = readPriceCartInput(json);
  if (!read.ok) {
    const problems = read.problems.map((problem) => `  ${problem}`).join("\n");
    return { out: `review: ${name} is not a priceCart input:\n${problems}`, code: 1 };
  }
  try {
    return { out: formatBreakdown(priceCart(read.input)), code: 0 };
  } catch (error) {
    // The domain's invariants (one tax id with two rates, an amount beyond safe integers) throw.
    return { out: `review: priceCart refused ${name}: ${(error as Error).message}`, code: 1 };
  }
}

/**
 * A relative path is looked up from where the command was typed (pnpm's INIT_CWD), then from the
 * package, where pnpm runs the script.
 */
function findFile(file: string): string | undefined {
  const places = [process.env["INIT_CWD"], process.cwd()].filter(
    (place): place is string => place !== undefined,
  );
  return places.map((place) => resolve(place, file)).find((path) => existsSync(path));
}

const { out, code } = review(process.argv.slice(2));
(code === 0 ? process.stdout : process.stderr).write(`${out}\n`);
process.exitCode = code;
