import { describe, expect, it, vi } from "vitest";
import { postOnly, writePrologue } from "./write-prologue.server";

const page = "https://shop.example/demo/profile";

async function refusal(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("nothing was refused");
}

describe("writePrologue", () => {
  it("refuses a post from another site with a 403 before asking the API anything", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const post = new Request(page, { method: "POST", headers: { Origin: "https://evil.example" } });
    const answer = await refusal(() => writePrologue(post, "demo"));
    expect(answer.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it("answers a malformed business reference with a 404", async () => {
    const post = new Request(page, { method: "POST", headers: { Origin: "https://shop.example" } });
    expect((await refusal(() => writePrologue(post, "no such/ref"))).status).toBe(404);
  });
});

describe("postOnly", () => {
  it("answers a GET with 405 and names POST as the method allowed", async () => {
    const answer = await refusal(postOnly);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });
});
