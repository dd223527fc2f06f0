import { describe, expect, it } from "vitest";
import { isInterfaceLanguage, messageKeys, translate } from "./translate";

describe("translate", () => {
  it("fills values into a message", () => {
    expect(translate("en")("board.minutesAgo", { minutes: 4 })).toBe("4 min ago");
  });

  it("answers the key itself for a message no bundle has", () => {
    expect(translate("ar")("no.such.key")).toBe("no.such.key");
  });

  it("has every English message in Arabic, and no other", () => {
    expect(messageKeys("ar")).toEqual(messageKeys("en"));
  });

  it("knows its two languages", () => {
    expect(isInterfaceLanguage("ar")).toBe(true);
    expect(isInterfaceLanguage("de")).toBe(false);
  });
});
