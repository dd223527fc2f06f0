import { describe, expect, it } from "vitest";
import { loadDemo } from "./demo-data.js";

const { businesses: demoBusinesses, wallets } = await loadDemo();

// Digits other than Latin: Arabic-Indic, Persian, Devanagari, Bengali, Thai, Lao, Khmer.
const otherDigits =
  /.{0,20}[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\u0ed0-\u0ed9\u17e0-\u17e9]/g;

describe("ADR 045: the demo businesses write their numbers in Latin digits, as the pages do", () => {
  it("in their names, addresses, banners, menus, areas and wallet packages, in every language", () => {
    expect(JSON.stringify(demoBusinesses).match(otherDigits)).toBeNull();
    expect(JSON.stringify(wallets.packages).match(otherDigits)).toBeNull();
  });
});
