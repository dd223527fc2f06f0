// A console.error during a unit test fails it, unless the test replaces console.error itself.
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];
let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
  }
});
