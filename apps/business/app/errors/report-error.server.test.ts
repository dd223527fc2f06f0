import { afterEach, describe, expect, it, vi } from "vitest";
import { action } from "../routes/error-report";
import { type ErrorReport, plugErrorSink, reportError } from "./report-error.server";

// ADR 067: the business app's errors reach one reporter with the request's id.
const reports: ErrorReport[] = [];
plugErrorSink((report) => reports.push(report));
const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);

afterEach(() => {
  reports.length = 0;
  stderr.mockClear();
});

const browserReport = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://business.test/error-report", {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
    body: JSON.stringify(body),
  });

describe("the business app's error reporter", () => {
  it("reports a server error under the request's id, as one JSON line", () => {
    const request = new Request("http://business.test/menu", {
      headers: { "x-request-id": "page-0123abcd" },
    });
    reportError(new Error("menu down"), "server", request);
    expect(reports).toEqual([
      expect.objectContaining({ requestId: "page-0123abcd", path: "/menu", message: "menu down" }),
    ]);
    expect(JSON.parse(String(stderr.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      service: "business",
      requestId: "page-0123abcd",
    });
  });

  it("takes a browser's error with its reference, and refuses another site's or a malformed one", async () => {
    const body = { reference: "b-0123456789", path: "/", message: "x is undefined", stack: null };
    expect((await action(actionArgs(browserReport(body)))).status).toBe(204);
    expect(reports).toEqual([
      expect.objectContaining({ where: "browser", requestId: "b-0123456789" }),
    ]);
    await expect(
      action(actionArgs(browserReport(body, { "sec-fetch-site": "cross-site" }))),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      action(actionArgs(browserReport({ ...body, reference: "not an id" }))),
    ).rejects.toMatchObject({ status: 400 });
    expect(reports).toHaveLength(1);
  });
});

function actionArgs(request: Request): Parameters<typeof action>[0] {
  return { request, params: {}, context: {} } as Parameters<typeof action>[0];
}
