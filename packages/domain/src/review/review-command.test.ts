import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readPriceCartInput } from "../../review/read-price-cart-input.js";

// The reviewer's command (review/review-price.ts) and the hand-written check of its JSON input.
const packageDir = fileURLToPath(new URL("../../", import.meta.url));
const examplePath = join(packageDir, "review/examples/kwd-delivery.json");
const example = JSON.parse(readFileSync(examplePath, "utf8")) as Record<string, unknown>;

/** Runs the command as `pnpm --filter domain review` does: tsx, from the package folder. */
function review(args: readonly string[], stdin?: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "review/review-price.ts", ...args], {
    cwd: packageDir,
    input: stdin,
    encoding: "utf8",
    env: { ...process.env, INIT_CWD: packageDir },
  });
}

describe("readPriceCartInput", () => {
  it("reads the example as the priceCart input it is", () => {
    expect(readPriceCartInput(example)).toEqual({ ok: true, input: example });
  });

  it("names every wrong field by its path, all at once", () => {
    const lines = example["lines"] as Record<string, unknown>[];
    const broken = {
      ...example,
      currency: undefined,
      sellingType: "pickup",
      walletbalance: 100,
      lines: [{ ...lines[0], count: 0, priceLabel: { id: 11, price: 2.5 } }, "burger"],
      delivery: { kind: "boat" },
    };
    const read = readPriceCartInput(broken);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([
      expect.stringMatching(/^walletbalance: unknown field \(known: currency, sellingType, lines,/),
      "currency: expected a string, got nothing (the field is missing)",
      'sellingType: expected "delivery" or "dine_in" or "car_pickup", got "pickup"',
      "lines[0].priceLabel.price: expected a whole number of minor units, 0 or more (1.250 KWD is 1250), got 2.5",
      "lines[0].count: expected a whole number of at least 1, got 0",
      'lines[1]: expected an object, got "burger"',
      'delivery.kind: expected "zone" or "shipping", got "boat"',
    ]);
  });

  it("refuses what is not an object at all", () => {
    expect(readPriceCartInput([])).toEqual({
      ok: false,
      problems: ["the cart: expected an object, got an array"],
    });
  });
});

describe("pnpm --filter domain review", () => {
  it("prints the breakdown of the example read from stdin, down to its total of 9.144 KWD", () => {
    const run = review([], readFileSync(examplePath, "utf8"));
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^=\s+Total\s+9\.144 KWD$/m);
  });

  it("bad input: exit code 1, the field named, no stack trace", () => {
    const folder = mkdtempSync(join(tmpdir(), "review-"));
    const file = join(folder, "bad.json");
    writeFileSync(file, JSON.stringify({ ...example, walletBalance: -5 }));
    const run = review([file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      "walletBalance: expected a whole number of minor units, 0 or more (1.250 KWD is 1250), got -5",
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);

    writeFileSync(file, "{ not json");
    const notJson = review([file]);
    expect(notJson.status).toBe(1);
    expect(notJson.stderr).toMatch(/is not valid JSON/);
    expect(notJson.stderr).not.toMatch(/^\s+at /m);
  });
});
