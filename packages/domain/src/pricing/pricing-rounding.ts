import type { RoundingMode } from "../money/rounding-mode.js";

/**
 * The one rounding mode of pricing (ADR 001: line-level percentages round half-even): percent
 * discounts and coupons per unit, each tax row, inclusive taxes, the business's exclusive tax and
 * the shipping fee. Splits (a fixed all-menu coupon, a tax row over lines) are allocations instead,
 * and the CHF cash step rounds half away from zero (`roundForCash`).
 */
export const pricingRounding: RoundingMode = "halfEven";
