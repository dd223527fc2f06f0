import { failureCodes, failureSchema } from "@storefront/api-client";
import type { FastifyInstance } from "fastify";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, logger: false });
  // A route that fails in a way no handler expects, as a bug would.
  app.get("/test/explode", async () => {
    throw new Error("password=hunter2 in /srv/app/secret.ts");
  });
  // No v5 route takes a body yet; this one lets Fastify's body parsing fail before a handler runs.
  app.post("/test/echo", async (request) => ({ received: request.body }));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** The body is exactly the v5 failure envelope (no stack, no extra fields) with a known code. */
function expectFailure(body: string, code: string) {
  const failure = failureSchema.parse(JSON.parse(body));
  expect(failureCodes).toContain(failure.code);
  expect(failure.code).toBe(code);
  return failure;
}

describe("the failure envelope", () => {
  it("answers an unknown route with 404 NOT_FOUND", async () => {
    const response = await app.inject({ method: "GET", url: "/webapp/v5/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(expectFailure(response.body, "NOT_FOUND").message).toBe(
      "No route GET /webapp/v5/no-such-thing",
    );
  });

  it("answers malformed JSON with 400 BAD_REQUEST and no stack trace", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
    expect(response.body).not.toMatch(/stack|\bat .*\.js:\d+/);
  });

  it("answers a content type it cannot read with 400 BAD_REQUEST", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/x-unknown" },
      payload: "whatever",
    });
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
  });

  it("answers an unexpected error with 500 INTERNAL and a generic message", async () => {
    const response = await app.inject({ method: "GET", url: "/test/explode" });
    expect(response.statusCode).toBe(500);
    const failure = expectFailure(response.body, "INTERNAL");
    expect(failure.message).toBe("Something went wrong on our side; please try again later.");
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain("secret.ts");
  });

  it.each([
    ["a truncated percent escape", "/webapp/v5/restaurant/%E0%A4%A"],
    ["bytes that are not UTF-8", "/webapp/v5/restaurant/%FF%FE"],
    ["a lone percent sign", "/webapp/zones/50%"],
  ])("answers a path with %s with 400 BAD_REQUEST", async (_case, url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    const failure = expectFailure(response.body, "BAD_REQUEST");
    expect(failure.message).toBe("The path is not valid percent-encoded UTF-8");
  });

  it("answers a path segment past the router's limit with 400 BAD_REQUEST, not 414", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/webapp/v5/restaurant/${"d".repeat(501)}`,
    });
    expect(response.statusCode).toBe(400);
    const failure = expectFailure(response.body, "BAD_REQUEST");
    expect(failure.message).toBe("A part of the path is too long");
    expect(response.body).not.toContain("ddddd");
  });

  it.each([
    ["an empty JSON body", "application/json", ""],
    ["a JSON body that is not UTF-8", "application/json", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ["a body larger than 1 MiB", "application/json", `"${"x".repeat(1_100_000)}"`],
    ["a content type that is not a media type", "json", "{}"],
    ["form data", "multipart/form-data; boundary=x", "--x--"],
  ])("answers %s with 400 BAD_REQUEST", async (_case, contentType, payload) => {
    const response = await app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
  });
});

describe("requests Node's HTTP parser refuses", () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });

  /** Sends raw bytes and reads everything the server writes back before it closes. */
  function sendRaw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(request));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });
  }

  it.each([
    ["a malformed request line", "GARBAGE\r\n\r\n", "The request is not valid HTTP"],
    [
      "headers past Node's limit",
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      "The request headers are too large",
    ],
  ])("answers %s with the envelope, 400 BAD_REQUEST", async (_case, raw, message) => {
    const answer = await sendRaw(raw);
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(expectFailure(body, "BAD_REQUEST").message).toBe(message);
  });
});
