// Type-level tests, checked by `tsc --noEmit -p .` and never run: mixing currencies does not compile.
import { add } from "./add.js";
import { allocate } from "./allocate.js";
import { maximum } from "./maximum.js";
import { minimum } from "./minimum.js";
import { money, type Money } from "./money.js";
import { multiply } from "./multiply.js";
import { percentage } from "./percentage.js";
import { subtract } from "./subtract.js";

const dinars = money(1250, "KWD");
const dollars = money(1999, "USD");

// The same currency compiles, and keeps its currency in the result's type.
export const sameCurrency: Money<"KWD"> = add(dinars, money(500, "KWD"));
export const difference: Money<"KWD"> = subtract(dinars, money(500, "KWD"));
export const smallest: Money<"KWD"> = minimum([dinars, money(500, "KWD")]);
export const largest: Money<"KWD"> = maximum([dinars, money(500, "KWD")]);
export const tripled: Money<"KWD"> = multiply(dinars, 3);
export const vat: Money<"KWD"> = percentage(dinars, 500, "halfEven");
export const parts: Money<"KWD">[] = allocate(dinars, [1, 2]);

// @ts-expect-error adding USD to KWD does not compile
add(dinars, dollars);

// @ts-expect-error subtracting KWD from USD does not compile
subtract(dollars, dinars);

// @ts-expect-error the minimum of KWD and USD does not compile
minimum([dinars, dollars]);

// @ts-expect-error the maximum of USD and KWD does not compile
maximum([dollars, dinars]);

// @ts-expect-error a result keeps its currency: KWD is not USD
export const mislabelled: Money<"USD"> = add(dinars, money(1, "KWD"));

// @ts-expect-error a percentage names its rounding mode
percentage(dinars, 500);

// @ts-expect-error a rounding mode is one of the named modes
percentage(dinars, 500, "nearest");
