/** Survey question types (spec section 3: "text 1, slider 2, smile 3, choices 4, rate 5, phone 6"). */
export const surveyQuestionTypes = Object.freeze({
  text: 1,
  slider: 2,
  smile: 3,
  choices: 4,
  rate: 5,
  phone: 6,
} as const);
