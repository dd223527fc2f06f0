import { describe, expect, it } from "vitest";
import { parseLanguageChoice } from "./language-choice.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("parseLanguageChoice", () => {
  it("takes an interface language and where the form was sent from", () => {
    expect(parseLanguageChoice(form({ language: "ar", returnTo: "/demo?x=1" }))).toEqual({
      language: "ar",
      returnTo: "/demo?x=1",
    });
  });

  it("reads a regional tag as its language and defaults the return path to /", () => {
    expect(parseLanguageChoice(form({ language: "ar-KW" }))).toEqual({
      language: "ar",
      returnTo: "/",
    });
  });

  it("refuses a language that is not one of the 41", () => {
    expect(parseLanguageChoice(form({ language: "xx" }))).toBeNull();
    expect(parseLanguageChoice(form({}))).toBeNull();
  });
});
