import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveBuildVersion } from "./build-version";

const build = { assets: { version: "4f1c9a2b" } } as ServerBuild;

let server: ReturnType<express.Express["listen"]>;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.get("/build-version.json", serveBuildVersion(build));
  app.get(
    "/later.json",
    serveBuildVersion(() => Promise.resolve(build)),
  );
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("serveBuildVersion (spec 7: the latest-build manifest)", () => {
  it("answers the build's manifest version, never to be cached", async () => {
    const response = await fetch(`${origin}/build-version.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ version: "4f1c9a2b" });
  });

  it("reads a development server's build as it is now", async () => {
    expect(await (await fetch(`${origin}/later.json`)).json()).toEqual({ version: "4f1c9a2b" });
  });
});
