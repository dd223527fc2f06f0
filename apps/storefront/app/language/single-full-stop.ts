/** Two full stops that are not part of an ellipsis. */
const doubledFullStop = /(?<!\.)\.\.(?!\.)/g;

/**
 * A composed sentence with one full stop where a value ending in its own ("د.ك.", "Co.") meets
 * the message's: "خصم 0.635 د.ك.." reads "خصم 0.635 د.ك.". An ellipsis is left as it is.
 * `withSingleFullStops("Minimum 3.000 د.ك..")` is "Minimum 3.000 د.ك.".
 */
export function withSingleFullStops(text: string): string {
  return text.includes("..") ? text.replace(doubledFullStop, ".") : text;
}

/** The i18next post-processor that applies `withSingleFullStops` to every message. */
export const singleFullStop = {
  type: "postProcessor" as const,
  name: "singleFullStop",
  process: (value: string) => withSingleFullStops(value),
};
