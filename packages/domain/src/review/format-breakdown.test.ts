import { readFileSync } from "node:fs";
import { test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { readPriceCartInput } from "../../review/read-price-cart-input.js";
import { priceCartInput } from "../../test/cart-arbitraries.js";
import { cartLine, vat } from "../../test/cart-line-builder.js";
import { swissCashPickup, yenDineIn } from "../../test/example-carts.js";
import { toDecimalString } from "../money/decimal.js";
import { money } from "../money/money.js";
import { priceCart } from "../pricing/price-cart.js";
import type { Coupon, PriceCartInput } from "../pricing/pricing-input.js";
import { formatBreakdown } from "./format-breakdown.js";
import { formatRate } from "./format-rate.js";
import { REVIEW_INVARIANT } from "./invariants.js";
import { textTable } from "./text-table.js";

/** The README's worked example, as the review command reads it. */
function workedExample(): PriceCartInput {
  const file = new URL("../../review/examples/kwd-delivery.json", import.meta.url);
  const read = readPriceCartInput(JSON.parse(readFileSync(file, "utf8")));
  if (!read.ok) throw new Error(read.problems.join("\n"));
  return read.input;
}

/** The lines of one section of the text: from its title to the next blank line. */
function section(text: string, title: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith(title));
  const end = lines.indexOf("", start);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The cells of a table row: columns are at least two spaces apart. */
const cells = (row: string | undefined): string[] => (row ?? "").trim().split(/\s{2,}/);

describe("formatBreakdown", () => {
  const text = formatBreakdown(priceCart(workedExample()));

  it("prints the worked KWD example of the README down to its total, 9.144 KWD", () => {
    expect(text).toMatch(/^=\s+Total\s+9\.144 KWD$/m);
    expect(text.split("\n")[0]).toBe("Cart priced in KWD for delivery, payment type 2 (cash)");
  });

  it("each line: item, label, count, label price, modifiers, unit price, gross, discount and its source, coupon units and share, net, taxes", () => {
    const [header, , ...rows] = section(text, "Lines");
    expect(cells(header)).toEqual([
      "#",
      "item",
      "label",
      "count",
      "label price",
      "modifiers",
      "unit price",
      "gross",
      "discount",
      "discount source",
      "coupon units",
      "coupon share",
      "net",
      "taxes",
    ]);
    expect(rows.map(cells)).toEqual([
      [
        "1",
        "1",
        "11",
        "2",
        "2.500",
        "0.500",
        "3.000",
        "6.000",
        "0.500",
        "item #501: 10 %",
        "2",
        "0.450",
        "5.050",
        "0.252",
      ],
      [
        "2",
        "2",
        "21",
        "3",
        "1.000",
        "0.000",
        "1.000",
        "3.000",
        "0.600",
        "category #502: 0.200 off",
        "0",
        "0.000",
        "2.400",
        "0.120",
      ],
      [
        "3",
        "3",
        "31",
        "1",
        "1.750",
        "0.000",
        "1.750",
        "1.750",
        "0.200",
        "category #502: 0.200 off",
        "1",
        "0.155",
        "1.395",
        "0.000",
      ],
    ]);
  });

  it('spec 3: tax rows with "taxId, taxName, rate, taxValue, modifiersTaxValue, totalTaxValue", exclusive and inclusive apart', () => {
    const exclusive = section(text, "Tax rows, exclusive");
    expect(cells(exclusive[0])).toEqual([
      "taxId",
      "taxName",
      "rate",
      "taxValue",
      "modifiersTaxValue",
      "totalTaxValue",
    ]);
    expect(cells(exclusive[2])).toEqual(["1", "VAT", "5 %", "0.322", "0.050", "0.372"]);
    const inclusive = section(text, "Tax rows, inclusive");
    expect(cells(inclusive[2])).toEqual(["3", "VAT included", "5 %", "0.066", "0.000", "0.066"]);
  });

  it("the steps from subtotal to total are signed so that they add up by hand", () => {
    expect(section(text, "From subtotal to total").map(cells)).toEqual([
      ["Subtotal", "10.750 KWD", "Σ gross"],
      ["-", "Menu discounts", "1.300 KWD", "Σ discount"],
      ["-", "Coupon", "0.605 KWD", "KW10 on 3 units"],
      ["=", "Net subtotal", "8.845 KWD", "Σ net"],
      ["+", "Taxes", "0.372 KWD", "Σ totalTaxValue of the tax rows"],
      ["+", "Business exclusive tax", "0.177 KWD", "2 % of 8.845"],
      ["+", "Delivery fee", "0.750 KWD", "zone 7"],
      ["=", "Payable before wallet", "10.144 KWD"],
      ["-", "Wallet", "1.000 KWD", "never more than what is payable"],
      ["+", "Cash rounding", "0.000 KWD", "no cash step for KWD"],
      ["=", "Total", "9.144 KWD"],
    ]);
  });

  it("a refused coupon shows its code and why it was refused", () => {
    const guestsOnly: Coupon = {
      code: "KW10",
      discountType: "percent",
      discountValue: 1000,
      allMenu: true,
      userType: "guests",
    };
    const refused = formatBreakdown(priceCart({ ...workedExample(), coupon: guestsOnly }));
    expect(refused).toMatch(
      /^-\s+Coupon\s+0\.000 KWD\s+KW10 refused \(COUPON_GUESTS_ONLY: for guests only, and the customer is signed in\)$/m,
    );
  });

  it('spec 9: "Swiss franc rounding is 0.05": a CHF cash payment shows its rounding line, in centimes', () => {
    const chf = formatBreakdown(priceCart(swissCashPickup));
    expect(chf).toMatch(/^\+\s+Cash rounding\s+0\.02 CHF\s+cash step of 0\.05 CHF$/m);
    expect(chf).toMatch(/^=\s+Total\s+10\.25 CHF$/m);
    expect(chf).toMatch(/^\+\s+Delivery fee\s+0\.00 CHF\s+none for car_pickup$/m);
  });

  it("JPY amounts have no decimal point; a card payment is never rounded", () => {
    const yen = formatBreakdown(priceCart({ ...yenDineIn, paymentType: 8 }));
    expect(yen).toContain("Cart priced in JPY for dine_in, payment type 8 (pay with card)");
    expect(yen).toMatch(/^\+\s+Business exclusive tax\s+128 JPY\s+10 % of 1275$/m);
    expect(yen).toMatch(/^\+\s+Cash rounding\s+0 JPY\s+only cash payments are rounded$/m);
    expect(yen).toMatch(/^=\s+Total\s+1403 JPY$/m);
  });

  it("a shipping fee shows how it was made, and a free-delivery coupon that waived it", () => {
    const shipped = formatBreakdown(
      priceCart({
        currency: "KWD",
        sellingType: "delivery",
        signedIn: false,
        lines: [cartLine({ count: 2, priceLabel: { price: 1000, weightGrams: 625 } })],
        coupon: {
          code: "SHIP",
          discountType: "fixed",
          discountValue: 0,
          allMenu: true,
          freeDelivery: true,
        },
        delivery: { kind: "shipping", countryId: 3, feesPerKg: 2000, fixedFees: 500 },
      }),
    );
    expect(shipped).toMatch(
      /^\+\s+Delivery fee\s+0\.000 KWD\s+shipping to country 3: 1250 g at 2\.000 per kg \+ 0\.500 fixed = 3\.000, waived by coupon SHIP \(was 3\.000\)$/m,
    );
  });

  it("an empty cart says it has no lines and no taxes", () => {
    const empty = formatBreakdown(
      priceCart({ currency: "USD", sellingType: "delivery", signedIn: false, lines: [] }),
    );
    expect(section(empty, "Lines")).toContain("(no lines)");
    expect(section(empty, "Tax rows, exclusive")).toEqual(["(none)"]);
    expect(empty).toMatch(/^\+\s+Delivery fee\s+0\.00 USD\s+no delivery fee rule given$/m);
  });

  describe("properties", () => {
    test.prop([priceCartInput()], { numRuns: 300 })(
      "the total printed is the breakdown's total, and every row of every table lines up with its header",
      (input) => {
        const priced = priceCart(input);
        const printed = formatBreakdown(priced);
        const total = `${toDecimalString(money(priced.total, priced.currency))} ${priced.currency}`;
        expect(printed.split("\n").at(-1)).toMatch(new RegExp(`^=\\s+Total\\s+${total}$`));
        for (const title of ["Lines", "Tax rows, exclusive", "Tax rows, inclusive"]) {
          const [header, ...rows] = section(printed, title).filter((row) => !row.startsWith("("));
          for (const row of rows) expect(row.length).toBe(header?.length);
        }
      },
    );
  });
});

describe("formatRate", () => {
  it("prints basis points as a percentage with only the digits it has", () => {
    expect([0, 500, 1250, 333, 5, 10000].map(formatRate)).toEqual([
      "0 %",
      "5 %",
      "12.5 %",
      "3.33 %",
      "0.05 %",
      "100 %",
    ]);
  });

  it("refuses a rate that is not whole basis points (programmer error)", () => {
    expect(() => formatRate(2.5)).toThrow(REVIEW_INVARIANT.NOT_A_RATE);
    expect(() => formatRate(-1)).toThrow(REVIEW_INVARIANT.NOT_A_RATE);
  });
});

describe("textTable", () => {
  it("aligns text to the left and amounts to the right, two spaces apart, under a rule", () => {
    expect(
      textTable(
        [
          { header: "item", align: "left" },
          { header: "net", align: "right" },
        ],
        [
          ["1", "5.050"],
          ["burger", "12.400"],
        ],
      ),
    ).toEqual(["item       net", "------  ------", "1        5.050", "burger  12.400"]);
  });

  it("a short row leaves its last cells empty and no trailing spaces", () => {
    expect(
      textTable(
        [
          { header: "a", align: "left" },
          { header: "b", align: "left" },
        ],
        [["x"]],
      ),
    ).toEqual(["a  b", "-  -", "x"]);
  });
});

describe("the README's worked example", () => {
  it("is the example of src/pricing/price-cart.test.ts, with vat as its tax", () => {
    const input = workedExample();
    expect(input.lines[0]?.taxes).toEqual([vat]);
    expect(priceCart(input).total).toBe(9144);
  });
});
