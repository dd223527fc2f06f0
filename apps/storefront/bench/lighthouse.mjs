// `pnpm lighthouse` (storefront): Lighthouse's mobile preset in Debian's chromium on the home,
// menu, item and cart pages in English and Arabic, beside the bare Remix page, on the production
// stack. Prints the four category scores of each page's median run. Reports; never fails on a score.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { ensureFullChromium } from "../../../scripts/lib/chromium.mjs";
import { chromiumFlags } from "../../../scripts/lib/chromium-flags.mjs";
import { firstItemPath, machine, startStack } from "./stack.mjs";

const ports = { api: 4391, storefront: 3392, bare: 3393, chromium: 9333 };
// The full browser: Lighthouse measures what a phone's Chrome does, not the journeys' headless shell.
const chromiumPath = process.env.CHROME_PATH || ensureFullChromium();
const categories = ["performance", "accessibility", "best-practices", "seo"];
// A single run's performance score moves by a few points on a shared machine; LIGHTHOUSE_RUNS
// (default 5, as Lighthouse's guidance on variability advises) runs each page that often.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const chromium = spawn(
    chromiumPath,
    [
      "--headless=new",
      `--remote-debugging-port=${ports.chromium}`,
      `--user-data-dir=${profile}`,
      ...chromiumFlags,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(`http://127.0.0.1:${ports.chromium}/json/version`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return async () => {
    const exited = new Promise((resolve) => chromium.once("exit", resolve));
    chromium.kill("SIGTERM");
    await exited;
    // Chromium's helpers may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
}

const { site, bare, stop } = await startStack({ ports });
const stopChromium = await startChromium();
try {
  const itemPath = await firstItemPath(site);
  const pages = [{ name: "bare Remix page", url: bare, language: "en" }];
  for (const language of ["en", "ar"])
    for (const [name, pagePath] of [
      ["home", "/demo"],
      ["menu", "/demo/delivery"],
      ["item", itemPath],
      ["cart", "/demo/delivery/cart"],
    ])
      pages.push({ name: `${name} (${language})`, url: `${site}${pagePath}`, language });

  const rows = [];
  let version = "";
  for (const page of pages) {
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(page.url, {
        port: ports.chromium,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        // The interface language comes from its cookie (spec 9: i18n_redirected).
        extraHeaders: { Cookie: `i18n_redirected=${page.language}` },
      });
      if (result) reports.push(result.lhr);
    }
    const performance = (report) => report.categories.performance?.score ?? 0;
    reports.sort((a, b) => performance(a) - performance(b));
    // The median run by performance, as Lighthouse's own guidance on variability reads a page.
    const report = reports[Math.floor(reports.length / 2)];
    version = report?.lighthouseVersion ?? version;
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((report?.categories[id]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(report?.audits ?? {})
      .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
      .map((audit) => audit.id);
    const audit = (id) => report?.audits[id]?.numericValue ?? 0;
    const range = reports.map((run) => Math.round(performance(run) * 100));
    rows.push({
      page: page.name,
      ...scores,
      "performance, every run": range.join(" "),
      // What the performance score is made of, for when it is not 100.
      "FCP ms": Math.round(audit("first-contentful-paint")),
      "LCP ms": Math.round(audit("largest-contentful-paint")),
      "TBT ms": Math.round(audit("total-blocking-time")),
      CLS: audit("cumulative-layout-shift").toFixed(3),
      "failed audits": failing.join(", "),
    });
  }
  console.log(
    `\nLighthouse ${version}, mobile preset, the median of ${runs} runs a page, ${machine()}`,
  );
  console.table(rows);
} finally {
  try {
    await stopChromium();
  } finally {
    stop();
  }
}
