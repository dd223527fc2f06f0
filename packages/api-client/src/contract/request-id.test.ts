import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { isRequestId, requestIdFrom } from "./request-id.js";

test.prop([fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)])("keeps an id that keeps the rule", (id) => {
  expect(requestIdFrom(id)).toBe(id);
});

test.prop([fc.oneof(fc.string(), fc.constant(undefined), fc.integer())])(
  "replaces anything else with a new id that keeps the rule",
  (sent) => {
    const id = requestIdFrom(sent);
    expect(isRequestId(id)).toBe(true);
    if (!isRequestId(sent)) expect(id).toHaveLength(16);
  },
);
