import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json";

describe("scriptJson", () => {
  const attack = "</script><script>alert(1)</script>";

  it("never lets a name close the script element or open a comment", () => {
    const json = scriptJson({ name: attack, note: "<!-- & -->" });
    expect(json).not.toMatch(/[<>]/);
    expect(json).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"\\u003c!-- \\u0026 --\\u003e"}',
    );
  });

  it("reads back as the same value", () => {
    expect(JSON.parse(scriptJson({ name: attack }))).toEqual({ name: attack });
  });

  describe("properties", () => {
    test.prop([fc.jsonValue()])("any JSON value reads back unchanged", (value) => {
      expect(JSON.parse(scriptJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    });

    test.prop([fc.string({ unit: "binary" })])(
      "no text gives a < or > or a raw line separator",
      (text) => {
        expect(scriptJson({ text })).not.toMatch(/[<>\u2028\u2029]/);
      },
    );
  });
});
