// `pnpm --filter domain bench:report`: times the three workloads of the issue on the source code
// (run by tsx on Node's own ES module loader, as the API runs the built code) and prints a markdown
// table for the package README. `vitest bench` measures the same workloads with its own runner.
import { existsSync, readFileSync } from "node:fs";
import { cpus, platform, release } from "node:os";
import { arrangeCategories } from "../src/menu/arrange-categories.js";
import { filterItems } from "../src/menu/filter-items.js";
import { priceCart } from "../src/pricing/price-cart.js";
import { generateSlots } from "../src/schedule/generate-slots.js";
import { generateMenu, mondayLunch } from "./fixtures/large-menu.js";
import { plainLoopTotal, twentyLineCart, twentyLines } from "./fixtures/twenty-line-cart.js";
import { scheduledOrders, sundayMorning, weekOfShifts } from "./fixtures/week-of-shifts.js";

/** How long each workload warms up, how many rounds it is then timed for, and how long each lasts. */
const warmUpMs = 1000;
const rounds = 8;
const roundMs = 250;
/** QUALITY.md: pricing costs at most 10 times the plain integer loop. */
const pricingTarget = 10;

interface Workload {
  readonly name: string;
  /** One operation; its result is kept so that the engine cannot drop the work. */
  readonly run: () => number;
}

const menu = generateMenu(10_000, 7);
const categoryCount = menu.categories.reduce(
  (count, category) => count + 1 + (category.subcategories?.length ?? 0),
  0,
);

const pricing: Workload = {
  name: "priceCart: a 20-line cart, full breakdown",
  run: () => priceCart(twentyLineCart).total,
};
const plainLoop: Workload = {
  name: "plain integer loop over the same 20 lines",
  run: () => plainLoopTotal(twentyLines),
};
const workloads: readonly Workload[] = [
  pricing,
  plainLoop,
  {
    name: "generateSlots: 7 days of shifts, Asia/Kuwait",
    run: () =>
      generateSlots({ shifts: weekOfShifts, scheduledOrders, now: sundayMorning, days: 7 }).length,
  },
  {
    name: `filterItems: ${menu.items.length.toLocaleString("en")} items, the delivery list shown now`,
    run: () =>
      filterItems(menu.items, {
        itemType: "delivery",
        now: mondayLunch,
        categories: menu.categories,
      }).length,
  },
  {
    name: `arrangeCategories: the ${categoryCount} categories of that menu, shuffled, smart on top`,
    run: () =>
      arrangeCategories({
        categories: menu.categories,
        smartCategories: menu.smartCategories,
        now: mondayLunch,
        randomize: true,
        seed: 7,
      }).length,
  },
];

let sink = 0;

/** Runs a workload for about `ms` milliseconds; gives the mean time of one operation, in ns. */
function timeFor(workload: Workload, ms: number): number {
  const deadline = process.hrtime.bigint() + BigInt(ms * 1e6);
  const start = process.hrtime.bigint();
  let operations = 0;
  let now = start;
  // Batches keep the clock out of the measurement; 1 ms of work is a batch.
  let batch = 1;
  while (now < deadline) {
    const batchStart = now;
    for (let index = 0; index < batch; index++) sink += workload.run();
    operations += batch;
    now = process.hrtime.bigint();
    if (now - batchStart < 1_000_000n) batch *= 2;
  }
  return Number(now - start) / operations;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

for (const workload of workloads) timeFor(workload, warmUpMs);
// Rounds take turns, so that a noisy neighbour slows every workload alike, ratios included.
const times = new Map<Workload, number[]>(workloads.map((workload) => [workload, []]));
for (let round = 0; round < rounds; round++) {
  for (const workload of workloads) times.get(workload)?.push(timeFor(workload, roundMs));
}
const meanNs = new Map(workloads.map((workload) => [workload, median(times.get(workload) ?? [])]));

const figure = (value: number, digits: number): string =>
  value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (meanNs.get(pricing) ?? 0) / (meanNs.get(plainLoop) ?? 1);
const rows = workloads.map((workload) => {
  const ns = meanNs.get(workload) ?? 0;
  const micros = ns / 1000;
  const versus =
    workload === pricing
      ? `${figure(ratio, 1)}x (target: at most ${pricingTarget}x)`
      : workload === plainLoop
        ? "1x"
        : "";
  return `| ${workload.name} | ${figure(1e9 / ns, 0)} | ${figure(micros, micros < 10 ? 2 : 0)} | ${versus} |`;
});

const cpu = cpus();
const debian = existsSync("/etc/debian_version")
  ? `, Debian ${readFileSync("/etc/debian_version", "utf8").trim()}`
  : "";
console.log(
  [
    `${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${platform()} ${release()}${debian}, ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}`,
    "",
    "| workload | ops/s | mean µs | ratio to the plain loop |",
    "|---|---:|---:|---:|",
    ...rows,
    "",
    `Each workload: ${warmUpMs / 1000} s of warm-up, then ${rounds} rounds of ${roundMs} ms taking turns ` +
      "with the others; the median round is shown.",
  ].join("\n"),
);
if (Number.isNaN(sink)) console.log("(a workload gave NaN)");
