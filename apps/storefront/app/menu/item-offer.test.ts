import type { PriceLabelDto } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { itemOffer } from "./item-offer";

function label(id: number, amount: number, currency = "KWD", name = `Size ${id}`): PriceLabelDto {
  return {
    id,
    label: { en: name },
    price: { amount, currency },
    minimum: 1,
    maximum: 1000,
    weight: null,
  };
}

const text = (value: Record<string, string>) => value.en ?? "";

describe("itemOffer (schema.org prices in major units, spec 3's pricing types)", () => {
  it("gives one price in the currency's major units, with its digits", () => {
    expect(itemOffer(0, [label(1, 1250)], text)).toEqual({ currency: "KWD", price: "1.250" });
    expect(itemOffer(0, [label(1, 1999, "USD")], text)).toEqual({
      currency: "USD",
      price: "19.99",
    });
    expect(itemOffer(0, [label(1, 1500, "JPY")], text)).toEqual({
      currency: "JPY",
      price: "1500",
    });
    expect(itemOffer(0, [label(1, 50)], text)).toEqual({ currency: "KWD", price: "0.050" });
  });

  it("gives the lowest and highest of a STARTING_FROM or MIN_MAX item", () => {
    const labels = [label(1, 2500), label(2, 1750), label(3, 3000)];
    const range = { currency: "KWD", lowest: "1.750", highest: "3.000" };
    expect(itemOffer(0, labels, text)).toEqual(range);
    expect(itemOffer(3, labels, text)).toEqual(range);
  });

  it("gives each option its own price under MULTIPLE_OPTIONS", () => {
    expect(
      itemOffer(1, [label(1, 1000, "KWD", "Small"), label(2, 1500, "KWD", "Large")], text),
    ).toEqual({
      currency: "KWD",
      options: [
        { name: "Small", price: "1.000" },
        { name: "Large", price: "1.500" },
      ],
    });
  });

  it("gives none when the price is known only once the customer chooses", () => {
    expect(itemOffer(2, [label(1, 1000), label(2, 2000)], text)).toBeNull();
  });
});
