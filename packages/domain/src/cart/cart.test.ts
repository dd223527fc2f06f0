import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addLine } from "./add-line.js";
import type { CartLine, ChosenModifier, PriceLabel } from "./cart-line.js";
import { emptyCart, type CartState } from "./cart-state.js";
import { countLimits } from "./count-limits.js";
import { lineKey } from "./line-key.js";
import { lowerCount } from "./lower-count.js";
import { raiseCount } from "./raise-count.js";
import { removeLine } from "./remove-line.js";
import { setCount } from "./set-count.js";

const vat = { id: 1, name: "VAT", rateBasisPoints: 500 };
const regular: PriceLabel = { id: 31, price: 1250 };
const large: PriceLabel = { id: 32, price: 1750 };
const cheese: ChosenModifier = { id: 5, quantity: 1, price: 200, taxes: [vat] };
const garlic: ChosenModifier = { id: 9, quantity: 2, price: 100, taxes: [] };

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    itemId: 12,
    categoryId: 4,
    priceLabel: regular,
    modifiers: [cheese, garlic],
    comment: "no onions",
    count: 1,
    taxes: [vat],
    inclusiveTaxes: [],
    ...overrides,
  };
}

function cartWith(...items: CartLine[]): CartState {
  return { ...emptyCart, items };
}

describe("addLine", () => {
  it('spec 4: "Adding an identical item (same id, price label, modifiers and comment) raises its count"', () => {
    const first = addLine(emptyCart, line({ count: 2 }));
    const second = addLine(first.cart, line({ count: 3, modifiers: [garlic, cheese] }));
    expect(second).toMatchObject({ ok: true, code: "UPDATED", count: 5 });
    expect(second.cart.items).toEqual([line({ count: 5 })]);
  });

  it('spec 4: "otherwise a new line is added"', () => {
    let cart = addLine(emptyCart, line()).cart;
    cart = addLine(cart, line({ itemId: 13 })).cart;
    cart = addLine(cart, line({ priceLabel: large })).cart;
    cart = addLine(cart, line({ modifiers: [cheese] })).cart;
    cart = addLine(cart, line({ modifiers: [cheese, { ...garlic, quantity: 3 }] })).cart;
    cart = addLine(cart, line({ comment: "extra spicy" })).cart;
    expect(cart.items).toHaveLength(6);
    expect(cart.items.every((item) => item.count === 1)).toBe(true);
    expect(cart.items[5]).toEqual(line({ comment: "extra spicy" }));
  });

  it("modifiers are the same when they have the same ids with the same quantities, in any order", () => {
    expect(lineKey(line({ modifiers: [garlic, cheese] }))).toBe(
      lineKey(line({ modifiers: [cheese, garlic] })),
    );
    expect(lineKey(line({ modifiers: [cheese, { ...garlic, quantity: 1 }] }))).not.toBe(
      lineKey(line()),
    );
    // A modifier listed twice is the same choice as once with both quantities.
    const twice = [cheese, { ...garlic, quantity: 1 }, { ...garlic, quantity: 1 }];
    expect(lineKey(line({ modifiers: twice }))).toBe(lineKey(line()));
  });

  it("a comment is the same comment without its surrounding spaces", () => {
    const cart = addLine(cartWith(line()), line({ comment: "  no onions " })).cart;
    expect(cart.items).toEqual([line({ count: 2 })]);
  });

  it("the key tells a comment from the parts around it", () => {
    expect(lineKey(line({ comment: '1,"x"' }))).not.toBe(lineKey(line({ comment: "1" })));
  });

  it('spec 9: "default maximum 1000": adding beyond it fills the line to 1000 and says so', () => {
    const result = addLine(cartWith(line({ count: 998 })), line({ count: 5 }));
    expect(result).toMatchObject({
      ok: true,
      code: "CAPPED_AT_MAXIMUM",
      count: 1000,
      maximum: 1000,
    });
    expect(result.cart.items[0]?.count).toBe(1000);
    const atMaximum = addLine(result.cart, line());
    expect(atMaximum).toMatchObject({ code: "CAPPED_AT_MAXIMUM", count: 1000 });
  });

  it("a new line beyond the price label's maximum is added at the maximum", () => {
    const limited = line({ priceLabel: { ...regular, maximum: 3 }, count: 5 });
    const result = addLine(emptyCart, limited);
    expect(result).toMatchObject({ ok: true, code: "CAPPED_AT_MAXIMUM", count: 3, maximum: 3 });
    expect(result.cart.items).toEqual([{ ...limited, count: 3 }]);
  });

  it("a new line below the price label's minimum is refused and the cart stays", () => {
    const cart = cartWith(line({ itemId: 1 }));
    const result = addLine(cart, line({ priceLabel: { ...regular, minimum: 3 }, count: 2 }));
    expect(result).toEqual({
      ok: false,
      code: "BELOW_MINIMUM",
      cart,
      key: lineKey(line()),
      minimum: 3,
    });
  });

  it("adding to a line already at its minimum may add fewer than the minimum", () => {
    const bulk = line({ priceLabel: { ...regular, minimum: 3 }, count: 3 });
    expect(addLine(cartWith(bulk), { ...bulk, count: 1 })).toMatchObject({ ok: true, count: 4 });
  });

  it("refuses a count that is not a whole number of at least 1 (programmer error)", () => {
    expect(() => addLine(emptyCart, line({ count: 0 }))).toThrow();
    expect(() => addLine(emptyCart, line({ count: 1.5 }))).toThrow();
  });
});

describe("raiseCount, lowerCount, setCount, removeLine", () => {
  const key = lineKey(line());

  it('spec 4: "Counts can be raised or lowered and lines removed."', () => {
    const cart = cartWith(line({ itemId: 1 }), line({ count: 2 }));
    expect(raiseCount(cart, key)).toMatchObject({ ok: true, code: "UPDATED", count: 3 });
    expect(raiseCount(cart, key).cart.items[1]?.count).toBe(3);
    expect(raiseCount(cart, key, 4).cart.items[1]?.count).toBe(6);
    expect(lowerCount(cart, key).cart.items[1]?.count).toBe(1);
    expect(setCount(cart, key, 12).cart.items[1]?.count).toBe(12);
    expect(removeLine(cart, key).items).toEqual([line({ itemId: 1 })]);
    expect(raiseCount(cart, key).cart.items[0]).toBe(cart.items[0]);
  });

  it('spec 9: "default minimum 1": lowering below the minimum is refused, not a removal', () => {
    const cart = cartWith(line());
    expect(lowerCount(cart, key)).toEqual({
      ok: false,
      code: "BELOW_MINIMUM",
      cart,
      key,
      minimum: 1,
    });
    const bulk = cartWith(line({ priceLabel: { ...regular, minimum: 3 }, count: 4 }));
    expect(lowerCount(bulk, key, 2)).toMatchObject({
      ok: false,
      code: "BELOW_MINIMUM",
      minimum: 3,
      cart: bulk,
    });
  });

  it('spec 9: "default maximum 1000": raising beyond it stops at 1000', () => {
    const cart = cartWith(line({ count: 999 }));
    expect(raiseCount(cart, key, 5)).toMatchObject({
      ok: true,
      code: "CAPPED_AT_MAXIMUM",
      count: 1000,
    });
    expect(raiseCount(cart, key, 5).cart.items[0]?.count).toBe(1000);
  });

  it("a typed count outside the price label's minimum and maximum is refused and the cart stays", () => {
    const cart = cartWith(line({ priceLabel: { ...regular, minimum: 2, maximum: 10 }, count: 4 }));
    expect(setCount(cart, key, 1)).toEqual({
      ok: false,
      code: "BELOW_MINIMUM",
      cart,
      key,
      minimum: 2,
    });
    expect(setCount(cart, key, 11)).toEqual({
      ok: false,
      code: "ABOVE_MAXIMUM",
      cart,
      key,
      maximum: 10,
    });
    expect(setCount(cart, key, 10)).toMatchObject({ ok: true, count: 10 });
    expect(() => setCount(cart, key, 2.5)).toThrow();
  });

  it("a line that is no longer there is LINE_NOT_FOUND, and removing it again changes nothing", () => {
    const cart = cartWith(line({ itemId: 1 }));
    expect(raiseCount(cart, key)).toEqual({ ok: false, code: "LINE_NOT_FOUND", cart, key });
    expect(lowerCount(cart, key)).toEqual({ ok: false, code: "LINE_NOT_FOUND", cart, key });
    expect(setCount(cart, key, 2)).toEqual({ ok: false, code: "LINE_NOT_FOUND", cart, key });
    expect(removeLine(cart, key)).toBe(cart);
  });

  it("refuses a step below 1 (programmer error)", () => {
    expect(() => raiseCount(cartWith(line()), key, 0)).toThrow();
    expect(() => lowerCount(cartWith(line()), key, -1)).toThrow();
  });
});

describe("countLimits", () => {
  it('spec 9: "Quantities: default minimum 1, default maximum 1000."', () => {
    expect(countLimits(regular)).toEqual({ minimum: 1, maximum: 1000 });
    expect(countLimits({ ...regular, minimum: 2, maximum: 6 })).toEqual({ minimum: 2, maximum: 6 });
  });

  it("refuses limits that are not whole numbers of at least 1, or a minimum above the maximum (programmer error)", () => {
    expect(() => countLimits({ ...regular, minimum: 0 })).toThrow();
    expect(() => countLimits({ ...regular, maximum: 2.5 })).toThrow();
    expect(() => countLimits({ ...regular, minimum: 5, maximum: 4 })).toThrow();
  });
});

describe("properties", () => {
  const limits = fc.oneof(
    fc.constant({}),
    fc.integer({ min: 1, max: 5 }).chain((minimum) =>
      fc.record({
        minimum: fc.constant(minimum),
        maximum: fc.integer({ min: minimum, max: minimum + 30 }),
      }),
    ),
  );
  const modifier = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  });
  const lineArb = fc
    .record({
      itemId: fc.integer({ min: 1, max: 6 }),
      priceLabelId: fc.integer({ min: 1, max: 3 }),
      limits,
      modifiers: fc.uniqueArray(modifier, { maxLength: 3, selector: (m) => m.id }),
      comment: fc.constantFrom("", "no onions", "extra spicy"),
    })
    .map(({ itemId, priceLabelId, limits: countLimit, modifiers, comment }) =>
      line({
        itemId,
        priceLabel: { id: priceLabelId, price: 1000 + priceLabelId, ...countLimit },
        modifiers: modifiers.map((m) => ({ ...m, price: 100, taxes: [] })),
        comment,
      }),
    );
  /** Lines that differ by key; one item's price label always has the same limits. */
  const distinctLines = fc.uniqueArray(lineArb, { maxLength: 8, selector: lineKey });

  const startingAtMinimum = (item: CartLine): CartLine => ({
    ...item,
    count: countLimits(item.priceLabel).minimum,
  });
  const byKey = (cart: CartState) =>
    [...cart.items].sort((a, b) => lineKey(a).localeCompare(lineKey(b)));

  // Mostly short runs; some long enough to reach the default maximum of 1000.
  const times = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 60 }), weight: 9 },
    { arbitrary: fc.integer({ min: 995, max: 1010 }), weight: 1 },
  );

  test.prop([lineArb, times], { numRuns: 1000 })(
    "adding the same item n times gives one line with count n, capped at the maximum",
    (item, n) => {
      const { minimum, maximum } = countLimits(item.priceLabel);
      let cart: CartState = emptyCart;
      for (let added = 0; added < n; added++)
        cart = addLine(cart, { ...item, count: minimum }).cart;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]?.count).toBe(Math.min(n * minimum, maximum));
    },
  );

  const linesAndShuffle = distinctLines.chain((items) =>
    fc.tuple(
      fc.constant(items),
      fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
    ),
  );

  test.prop([linesAndShuffle], { numRuns: 1000 })(
    "the order of adds of different items does not change the resulting set of lines",
    ([items, shuffled]) => {
      const addAll = (lines: readonly CartLine[]) =>
        lines.reduce<CartState>(
          (cart, item) => addLine(cart, startingAtMinimum(item)).cart,
          emptyCart,
        );
      expect(byKey(addAll(shuffled))).toEqual(byKey(addAll(items)));
      expect(addAll(items).items).toHaveLength(items.length);
    },
  );

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant("add" as const),
      line: fc.nat(7),
      count: fc.integer({ min: 1, max: 40 }),
    }),
    fc.record({
      kind: fc.constant("raise" as const),
      line: fc.nat(7),
      step: fc.integer({ min: 1, max: 40 }),
    }),
    fc.record({
      kind: fc.constant("lower" as const),
      line: fc.nat(7),
      step: fc.integer({ min: 1, max: 40 }),
    }),
    fc.record({
      kind: fc.constant("set" as const),
      line: fc.nat(7),
      count: fc.integer({ min: -5, max: 60 }),
    }),
    fc.record({ kind: fc.constant("remove" as const), line: fc.nat(7) }),
  );

  test.prop(
    [distinctLines.filter((items) => items.length > 0), fc.array(operation, { maxLength: 40 })],
    { numRuns: 1000 },
  )("counts always stay within the price label's minimum and maximum", (items, operations) => {
    let cart: CartState = emptyCart;
    for (const op of operations) {
      const item = items[op.line % items.length]!;
      const key = lineKey(item);
      if (op.kind === "add") cart = addLine(cart, { ...item, count: op.count }).cart;
      if (op.kind === "raise") cart = raiseCount(cart, key, op.step).cart;
      if (op.kind === "lower") cart = lowerCount(cart, key, op.step).cart;
      if (op.kind === "set") cart = setCount(cart, key, op.count).cart;
      if (op.kind === "remove") cart = removeLine(cart, key);
      for (const present of cart.items) {
        const { minimum, maximum } = countLimits(present.priceLabel);
        expect(present.count).toBeGreaterThanOrEqual(minimum);
        expect(present.count).toBeLessThanOrEqual(maximum);
      }
      expect(new Set(cart.items.map(lineKey)).size).toBe(cart.items.length);
    }
  });

  test.prop([lineArb, fc.array(modifier, { maxLength: 4 }), fc.context()], { numRuns: 1000 })(
    "a line's key does not depend on the order of its modifiers",
    (item, extra, context) => {
      const modifiers = [...item.modifiers, ...extra.map((m) => ({ ...m, price: 100, taxes: [] }))];
      const reversed = [...modifiers].reverse();
      context.log(JSON.stringify(modifiers));
      expect(lineKey({ ...item, modifiers: reversed })).toBe(lineKey({ ...item, modifiers }));
    },
  );
});
