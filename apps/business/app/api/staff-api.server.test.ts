import { afterEach, describe, expect, it, vi } from "vitest";
import { boardEventsRequest, staffApi } from "./staff-api.server";

// The API's log lines of a board request carry the business app's request id (ADR 067).
describe("the staff's API calls", () => {
  const sent: Headers[] = [];
  vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ error: 1, code: "UNAUTHORIZED", message: "no" }), {
      status: 401,
    });
  });
  afterEach(() => {
    sent.length = 0;
  });

  const request = new Request("http://business.test/board", {
    headers: { "x-request-id": "board-request-0001" },
  });

  it("carry the id of the request they serve", async () => {
    await staffApi(request, "en", "token")
      .staffMe()
      .catch(() => undefined);
    await boardEventsRequest(request, "token");
    expect(sent.map((headers) => headers.get("x-request-id"))).toEqual([
      "board-request-0001",
      "board-request-0001",
    ]);
  });

  it("carry none when the request has none", async () => {
    await staffApi(new Request("http://business.test/sign-in"), "en")
      .staffMe()
      .catch(() => undefined);
    expect(sent[0]?.get("x-request-id")).toBeNull();
  });
});
