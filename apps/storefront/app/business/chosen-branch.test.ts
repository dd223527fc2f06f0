import { describe, expect, it } from "vitest";
import { chosenBranchCookie, readChosenBranch, withChosenBranch } from "./chosen-branch";
import { restaurantWith } from "./restaurant.fixtures";

const restaurant = restaurantWith();

describe("the chosen branch", () => {
  it("is kept per business in a cookie for a year", () => {
    expect(chosenBranchCookie("demo", 2)).toBe(
      "branch_demo=2; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(readChosenBranch("a=1; branch_demo=2; branch_other=3", "demo")).toBe(2);
    expect(readChosenBranch("branch_other=3", "demo")).toBeNull();
    expect(readChosenBranch("branch_demo=2x", "demo")).toBeNull();
    expect(readChosenBranch(null, "demo")).toBeNull();
  });

  it("serves the business when it is one of its branches, and is ignored otherwise", () => {
    expect(withChosenBranch(restaurant, 10)).toMatchObject({
      branch_id: 10,
      branch_name: { en: "Kuwait City" },
    });
    expect(withChosenBranch(restaurant, 99)).toBe(restaurant);
    expect(withChosenBranch(restaurant, null)).toBe(restaurant);
  });
});
