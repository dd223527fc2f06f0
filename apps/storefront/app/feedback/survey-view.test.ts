import { describe, expect, it } from "vitest";
import { problemKey, type QuestionView, readStars, readSurveyForm } from "./survey-view";

const questions: QuestionView[] = [
  { id: 1, type: 3, text: "Food", required: true, faces: ["sad", "happy"] },
  { id: 2, type: 5, text: "Delivery", required: true },
  {
    id: 3,
    type: 2,
    text: "Recommend",
    required: false,
    min: 0,
    max: 10,
    step: 1,
    minLabel: null,
    maxLabel: null,
  },
  { id: 4, type: 1, text: "Change", required: false, maxLength: 500 },
  { id: 5, type: 4, text: "Ordered", required: false, choices: [{ id: 9, text: "Machboos" }] },
  { id: 6, type: 6, text: "Phone", required: false },
];

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("the survey form", () => {
  it("sends stars, sliders and choices as numbers, texts, faces and phones as typed", () => {
    const read = readSurveyForm(
      form({ q1: "happy", q2: "4", q3: "9", q4: "More parking", q5: "9", q6: "5000 0009" }),
      questions,
    );
    expect(read.errors).toEqual({});
    expect(read.answers).toEqual([
      { question_id: 1, value: "happy" },
      { question_id: 2, value: 4 },
      { question_id: 3, value: 9 },
      { question_id: 4, value: "More parking" },
      { question_id: 5, value: 9 },
      { question_id: 6, value: "5000 0009" },
    ]);
  });

  it("says REQUIRED for a required question left blank and leaves optional ones out", () => {
    const read = readSurveyForm(form({ q1: "  ", q4: "" }), questions);
    expect(read.errors).toEqual({ 1: "REQUIRED", 2: "REQUIRED" });
    expect(read.answers).toEqual([]);
    expect(read.values[4]).toBe("");
  });

  it("refuses a number question answered with anything but a whole number", () => {
    expect(readSurveyForm(form({ q1: "sad", q2: "4.5", q3: "ten" }), questions).errors).toEqual({
      2: "WRONG_TYPE",
      3: "WRONG_TYPE",
    });
  });

  it("names a message per problem", () => {
    expect(problemKey("REQUIRED")).toBe("feedback.errors.required");
    expect(problemKey("TOO_LONG")).toBe("feedback.errors.tooLong");
    expect(problemKey("PHONE_TOO_SHORT")).toBe("feedback.errors.phone");
    expect(problemKey("NOT_A_CHOICE")).toBe("feedback.errors.invalid");
  });

  it("reads stars from 1 to 5 only", () => {
    expect(["1", "5", "0", "6", "4.5", "", null].map((value) => readStars(value))).toEqual([
      1,
      5,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
