import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSharing, type PageSharing } from "../http/page-sharing.server";
import { apiFor } from "./api-client.server";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whether a page rendering one revision call, answered by `answer`, is marked as built from a failure. */
async function failedWhileRendering(answer: () => Promise<Response>): Promise<boolean> {
  vi.stubGlobal("fetch", answer);
  const sharing: PageSharing = { allowed: true, failedCall: false };
  await renderSharing(sharing, () => apiFor("en").getCatalogueRevision()).catch(() => undefined);
  return sharing.failedCall;
}

describe("apiFor (ADR 053)", () => {
  it("tells the page being rendered of a call the API failed or never answered", async () => {
    const json = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json" },
        }),
      );
    expect(await failedWhileRendering(() => json(200, { revision: 3 }))).toBe(false);
    expect(
      await failedWhileRendering(() =>
        json(500, { error: 1, code: "INTERNAL", message: "The database does not answer." }),
      ),
    ).toBe(true);
    expect(await failedWhileRendering(() => Promise.reject(new TypeError("fetch failed")))).toBe(
      true,
    );
  });
});
