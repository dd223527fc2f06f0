// `pnpm lighthouse` (storefront): Lighthouse's mobile preset in Debian's chromium on the home,
// menu, item and cart pages in English and Arabic, beside the bare Remix page, on the production
// stack. Prints the four category scores of each page's median run. Reports; never fails on a score.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { ensureFullChromium } from "../../../scripts/lib/chromium.mjs";
import { chromiumFlags } from "../../../scripts/lib/chromium-flags.mjs";
import { firstItemPath, machine, startStack } from "./stack.mjs";

const ports = { api: 4391, storefront: 3392, bare: 3393 };
// The full browser: Lighthouse measures what a phone's Chrome does, not the journeys' headless shell.
const chromiumPath = process.env.CHROME_PATH || ensureFullChromium();
const categories = ["performance", "accessibility", "best-practices", "seo"];
// A single run's performance score moves by a few points on a shared machine; LIGHTHOUSE_RUNS
// (default 5, as Lighthouse's guidance on variability advises) runs each page that often.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// LIGHTHOUSE_PAGES=menu,cart measures only those pages (and the bare page), for working on one.
const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? [];

/**
 * A browser of its own for each language, asking for it as a phone set to it does
 * (`Accept-Language`); the storefront's first page then sets the language cookie. (A Cookie header
 * passed to Lighthouse loses to the cookie the browser already holds.)
 */
async function startChromium(language) {
  const profile = mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const chromium = spawn(
    chromiumPath,
    [
      "--headless=new",
      // A port of its own, never a browser left behind on a fixed one.
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      `--accept-lang=${language}`,
      ...chromiumFlags,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  let port = 0;
  for (let tries = 0; tries < 100 && !port; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      port = Number(readFileSync(path.join(profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
    } catch {
      // not listening yet
    }
  }
  if (!port) throw new Error("Chromium did not open its debugging port");
  const stopChromium = async () => {
    const exited = new Promise((resolve) => chromium.once("exit", resolve));
    chromium.kill("SIGTERM");
    await exited;
    // Chromium's helpers may still be writing to the profile for a while after it exits; a
    // profile they keep in the temporary folder is not worth failing the measurement for.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 500 });
    } catch {
      console.warn(`Left Chromium's profile at ${profile}`);
    }
  };
  return { port, stopChromium };
}

const { site, bare, stop } = await startStack({ ports });
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
      if (only.length === 0 || only.includes(name))
        pages.push({ name: `${name} (${language})`, url: `${site}${pagePath}`, language });

  const rows = [];
  let version = "";
  for (const language of ["en", "ar"]) {
    const { port, stopChromium } = await startChromium(language);
    try {
      for (const page of pages.filter((each) => each.language === language)) {
        const reports = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(page.url, {
            port,
            output: "json",
            logLevel: "error",
            onlyCategories: categories,
          });
          if (!result) continue;
          // A run of a page in another language would be a measure of the wrong page.
          const lang = /<html lang="([^"]*)"/.exec(result.artifacts.MainDocumentContent ?? "")?.[1];
          if (page.url !== bare && lang !== language)
            throw new Error(`${page.name} was served in ${lang}, not ${language}`);
          reports.push(result.lhr);
        }
        const row = summary(page.name, reports);
        version = row.version;
        rows.push(row.row);
      }
    } finally {
      await stopChromium();
    }
  }
  console.log(
    `\nLighthouse ${version}, mobile preset, the median of ${runs} runs a page, ${machine()}`,
  );
  console.table(rows);
} finally {
  stop();
}

/** A page's row: the median run's four scores, every run's performance, and its metrics. */
function summary(name, reports) {
  const performance = (report) => report.categories.performance?.score ?? 0;
  reports.sort((a, b) => performance(a) - performance(b));
  // The median run by performance, as Lighthouse's own guidance on variability reads a page.
  const report = reports[Math.floor(reports.length / 2)];
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((report?.categories[id]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(report?.audits ?? {})
    .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
    .map((audit) => audit.id);
  const audit = (id) => report?.audits[id]?.numericValue ?? 0;
  return {
    version: report?.lighthouseVersion ?? "",
    row: {
      page: name,
      ...scores,
      "performance, every run": reports.map((run) => Math.round(performance(run) * 100)).join(" "),
      // What the performance score is made of, for when it is not 100.
      "FCP ms": Math.round(audit("first-contentful-paint")),
      "LCP ms": Math.round(audit("largest-contentful-paint")),
      "TBT ms": Math.round(audit("total-blocking-time")),
      "SI ms": Math.round(audit("speed-index")),
      CLS: audit("cumulative-layout-shift").toFixed(3),
      "failed audits": failing.join(", "),
    },
  };
}
