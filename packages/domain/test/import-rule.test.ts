import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// ADR 002: the lint rule that keeps the domain free of frameworks, I/O and the clock.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function problemsIn(source: string, file = "packages/domain/src/pricing/example.ts") {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe("what the domain may import (ADR 002)", () => {
  it.each([
    ['import React from "react";', "no-restricted-imports"],
    ['import { json } from "@remix-run/node";', "no-restricted-imports"],
    ['import { z } from "zod";', "no-restricted-imports"],
    ['import { eq } from "drizzle-orm";', "no-restricted-imports"],
    ['import { readFileSync } from "node:fs";', "no-restricted-imports"],
    ['import { request } from "@storefront/api-client";', "no-restricted-imports"],
    ["export const port = process.env.PORT;", "no-restricted-globals"],
    ['export const load = () => fetch("/menu");', "no-restricted-globals"],
    ["export const stamp = Date.now();", "no-restricted-syntax"],
    ["export const today = new Date();", "no-restricted-syntax"],
    [
      'import { DateTime } from "luxon";\nexport const now = DateTime.now();',
      "no-restricted-syntax",
    ],
  ])("refuses %s", async (source, rule) => {
    expect(await problemsIn(source)).toContain(rule);
  });

  it("allows dinero.js, luxon with a given instant, turf and libphonenumber-js", async () => {
    const source = [
      'import { allocate } from "dinero.js";',
      'import { DateTime } from "luxon";',
      'import booleanPointInPolygon from "@turf/boolean-point-in-polygon";',
      'import { getCountryCallingCode } from "libphonenumber-js/min";',
      "export const parts = [allocate, booleanPointInPolygon, getCountryCallingCode];",
      "export const at = (millis: number) => DateTime.fromMillis(millis);",
    ].join("\n");
    expect(await problemsIn(source)).toEqual([]);
  });

  it("leaves the apps free to read the clock", async () => {
    expect(await problemsIn("export const stamp = Date.now();", "apps/api/src/example.ts")).toEqual(
      [],
    );
  });
});
