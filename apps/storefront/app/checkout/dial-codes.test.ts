import { describe, expect, it } from "vitest";
import { dialCodes } from "./dial-codes";

describe("dialCodes", () => {
  it("offers the business's country first, then the Gulf's, with the table's calling codes", () => {
    const codes = dialCodes("AE", "en");
    expect(codes[0]).toEqual({ value: "+971", label: "United Arab Emirates +971" });
    expect(codes).toContainEqual({ value: "+965", label: "Kuwait +965" });
    expect(codes.filter(({ value }) => value === "+971")).toHaveLength(1);
  });

  it("names the countries in the interface language", () => {
    expect(dialCodes("KW", "ar")[0]).toEqual({ value: "+965", label: "الكويت +965" });
  });
});
