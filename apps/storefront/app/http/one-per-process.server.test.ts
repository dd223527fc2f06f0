import { describe, expect, it, vi } from "vitest";

// The express server and the Remix build each carry their own copy of these modules; a fresh
// module instance (after `resetModules`) stands for the other bundle's copy.
async function anotherBundle<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

describe("one per process", () => {
  it("gives a loader the request store the server runs the request in", async () => {
    const server = await import("./one-per-process.server");
    const remix = await anotherBundle(() => import("./one-per-process.server"));
    expect(remix).not.toBe(server);
    const seen = server
      .requestStorage<string>("test")
      .run("request 7", () => remix.requestStorage<string>("test").getStore());
    expect(seen).toBe("request 7");
  });

  it("hands an error reported by a loader to the service the server plugged in", async () => {
    const server = await import("../errors/report-error.server");
    const remix = await anotherBundle(() => import("../errors/report-error.server"));
    const heard: string[] = [];
    server.plugErrorSink((report) => heard.push(report.message));
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    remix.reportError(new Error("menu failed"), "server");
    stderr.mockRestore();
    expect(heard).toEqual(["menu failed"]);
  });
});
