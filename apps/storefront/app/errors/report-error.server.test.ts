import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { type ErrorReport, plugErrorSink, reportError } from "./report-error.server";
import { currentRequestId, withRequestId } from "./request-id.server";

/** Serves a fake request through withRequestId; `serve` runs as the route would. */
function served(sent: string | undefined, serve: () => void) {
  const setHeader = vi.fn();
  withRequestId(
    { headers: sent === undefined ? {} : { "x-request-id": sent } } as unknown as Request,
    { setHeader } as unknown as Response,
    serve as NextFunction,
  );
  return setHeader;
}

describe("request ids (ADR 067)", () => {
  it("serves the request under its id and says it in the answer", () => {
    let seen: string | null = null;
    const setHeader = served("lb-0123456789", () => (seen = currentRequestId()));
    expect(seen).toBe("lb-0123456789");
    expect(setHeader).toHaveBeenCalledWith("x-request-id", "lb-0123456789");
    expect(currentRequestId()).toBeNull();
  });

  it("hands every error to each sink with the id of the request it happened in", () => {
    const reports: ErrorReport[] = [];
    plugErrorSink((report) => reports.push(report));
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    served("page-abcdef12", () =>
      reportError(new Error("menu down"), "server", { what: "Loading the menu failed" }),
    );
    expect(reports).toEqual([
      expect.objectContaining({
        service: "storefront",
        where: "server",
        requestId: "page-abcdef12",
        what: "Loading the menu failed",
        message: "menu down",
      }),
    ]);
    // The log's line is one JSON object with the same id.
    const line = JSON.parse(String(stderr.mock.calls[0]?.[0])) as { requestId: string };
    expect(line.requestId).toBe("page-abcdef12");
    stderr.mockRestore();
  });
});
