import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine, modifier } from "../../test/cart-line-builder.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { modifiersPrice } from "./modifiers-price.js";
import { unitPrice } from "./unit-price.js";

describe("unitPrice", () => {
  it('spec 3: a unit is its "price_label (... price ...)" plus its "modifiers (each with ... quantity, price ...)"', () => {
    const burger = cartLine({
      priceLabel: { price: 1500 },
      modifiers: [
        modifier({ id: 31, price: 250, quantity: 2 }),
        modifier({ id: 32, price: 125, quantity: 1 }),
      ],
    });
    expect(modifiersPrice(burger.modifiers)).toBe(625);
    expect(unitPrice(burger)).toBe(2125);
  });

  it("a line without modifiers costs its price label's price; a modifier of quantity 0 costs nothing", () => {
    expect(unitPrice(cartLine({ priceLabel: { price: 1500 } }))).toBe(1500);
    expect(unitPrice(cartLine({ modifiers: [modifier({ quantity: 0 })] }))).toBe(1000);
  });

  it("refuses a fractional or negative price or quantity as broken data", () => {
    expect(() => unitPrice(cartLine({ priceLabel: { price: 1.5 } }))).toThrow(
      PRICING_INVARIANT.NOT_AN_AMOUNT,
    );
    expect(() => modifiersPrice([modifier({ price: -1 })])).toThrow(
      PRICING_INVARIANT.NOT_AN_AMOUNT,
    );
    expect(() => modifiersPrice([modifier({ quantity: 0.5 })])).toThrow(
      PRICING_INVARIANT.NOT_A_MODIFIER_QUANTITY,
    );
  });

  describe("properties", () => {
    const price = fc.integer({ min: 0, max: 1e7 });
    const modifiers = fc.array(fc.record({ price, quantity: fc.integer({ min: 0, max: 5 }) }), {
      maxLength: 6,
    });

    test.prop([price, modifiers], { numRuns: 1000 })(
      "the unit price is the label price plus Σ modifier price × quantity, whatever the modifiers' order",
      (labelPrice, chosen) => {
        const line = cartLine({
          priceLabel: { price: labelPrice },
          modifiers: chosen.map((m) => modifier(m)),
        });
        const expected = labelPrice + chosen.reduce((sum, m) => sum + m.price * m.quantity, 0);
        expect(unitPrice(line)).toBe(expected);
        expect(unitPrice({ ...line, modifiers: [...line.modifiers].reverse() })).toBe(expected);
      },
    );
  });
});
