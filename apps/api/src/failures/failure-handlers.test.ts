import { failureCodes, failureSchema } from "@storefront/api-client";
import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";

const api = testApi();

beforeAll(async () => {
  // A route that fails in a way no handler expects, as a bug would.
  api.app.get("/test/explode", async () => {
    throw new Error("password=hunter2 in /srv/app/secret.ts");
  });
  // No v5 route takes a body yet; this one lets Fastify's body parsing fail before a handler runs.
  api.app.post("/test/echo", async (request) => ({ received: request.body }));
});

/** A body posted to the echo route with the content type given. */
const echo = (contentType: string, payload: string | Buffer) =>
  api.app.inject({
    method: "POST",
    url: "/test/echo",
    headers: { "content-type": contentType },
    payload,
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
    const response = await api.app.inject({ method: "GET", url: "/webapp/v5/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(expectFailure(response.body, "NOT_FOUND").message).toBe(
      "No route GET /webapp/v5/no-such-thing",
    );
  });

  it("answers malformed JSON with 400 BAD_REQUEST and no stack trace", async () => {
    const response = await echo("application/json", '{"name": "unterminated');
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
    expect(response.body).not.toMatch(/stack|\bat .*\.js:\d+/);
  });

  it("answers a content type it cannot read with 400 BAD_REQUEST", async () => {
    const response = await echo("application/x-unknown", "whatever");
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
  });

  it("answers an unexpected error with 500 INTERNAL and a generic message", async () => {
    const response = await api.app.inject({ method: "GET", url: "/test/explode" });
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
    const response = await api.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    const failure = expectFailure(response.body, "BAD_REQUEST");
    expect(failure.message).toBe("The path is not valid percent-encoded UTF-8");
  });

  it("answers a path segment past the router's limit with 400 BAD_REQUEST, not 414", async () => {
    const response = await api.app.inject({
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
    ["a content type that is not a media type", "json", "{}"],
    ["form data", "multipart/form-data; boundary=x", "--x--"],
  ])("answers %s with 400 BAD_REQUEST", async (_case, contentType, payload) => {
    const response = await echo(contentType, payload);
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
  });
});

describe("what HTTP itself answers", () => {
  it("answers a body past the limit with 413 PAYLOAD_TOO_LARGE", async () => {
    const response = await echo("application/json", `"${"x".repeat(1_100_000)}"`);
    expect(response.statusCode).toBe(413);
    expect(expectFailure(response.body, "PAYLOAD_TOO_LARGE").message).toBe(
      "The body is larger than the 1 MiB this API reads",
    );
  });

  it("answers a JSON body whose strings are not UTF-8 with 400 BAD_REQUEST", async () => {
    // The bytes of a lone surrogate (CESU-8) inside a string of otherwise good JSON.
    const payload = Buffer.concat([
      Buffer.from('{"name":"a'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('b"}'),
    ]);
    const response = await echo("application/json", payload);
    expect(response.statusCode).toBe(400);
    expect(expectFailure(response.body, "BAD_REQUEST").message).toBe("The body is not valid UTF-8");
  });

  it.each([
    ["POST", "/health", "GET, HEAD"],
    ["GET", "/webapp/order", "POST"],
    ["DELETE", "/webapp/order/12/some-access-key-1234", "GET, HEAD"],
    ["PUT", "/webapp/cart/abcdefghijklmnopqrstuv", "GET, HEAD, POST"],
    ["PATCH", "/media/demo/falafel.webp", "GET, HEAD"],
  ])(
    "answers %s %s, a path served with other methods, with 405 and Allow",
    async (method, url, allow) => {
      const response = await api.app.inject({ method: method as "GET", url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      const failure = expectFailure(response.body, "METHOD_NOT_ALLOWED");
      expect(failure.details).toEqual({ allow: allow.split(", ") });
    },
  );

  it("still answers a path nobody serves with 404", async () => {
    const response = await api.app.inject({ method: "DELETE", url: "/webapp/nothing/here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });

  it.each([
    ["a success", "GET", "/health"],
    ["an unknown path", "GET", "/webapp/v5/no-such-thing"],
    ["a wrong method", "POST", "/health"],
    ["a path that is not UTF-8", "GET", "/webapp/v5/restaurant/%FF"],
    ["a failure of ours", "GET", "/test/explode"],
    ["a refused body", "POST", "/webapp/order"],
    ["an image", "GET", "/media/none.webp"],
  ])("says X-Content-Type-Options: nosniff on %s", async (_case, method, url) => {
    const response = await api.app.inject({ method: method as "GET", url });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("requests over a real socket", () => {
  let port: number;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const address = api.app.server.address();
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

  /**
   * Sends a body of `size` bytes in 64 KiB chunks, each written after the last was taken, and
   * answers how much was written before the server closed, any socket error, and the answer.
   */
  function sendLargeBody(head: string, size: number, chunked: boolean) {
    return new Promise<{ written: number; failed: string | null; answer: string }>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      const chunk = Buffer.alloc(64 * 1024, 0x78);
      let written = 0;
      let failed: string | null = null;
      let answer = "";
      socket.on("data", (data) => (answer += data.toString("utf8")));
      socket.on("error", (error) => (failed = error.message));
      socket.on("close", () => resolve({ written, failed, answer }));
      const next = () => {
        if (written >= size) {
          socket.end(chunked ? "0\r\n\r\n" : "");
          return;
        }
        const piece = chunked
          ? Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from("\r\n"),
            ])
          : chunk;
        socket.write(piece, (error) => {
          if (error) return;
          written += chunk.length;
          next();
        });
      };
      socket.write(head, () => next());
    });
  }

  it.each([
    ["a Content-Length past the limit", false],
    ["a chunked body that grows past the limit", true],
  ])("reads %s to its end, then answers 413 in the envelope", async (_case, chunked) => {
    const size = 2 * 1024 * 1024;
    const head =
      "POST /webapp/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
      "Idempotency-Key: large-body-key-0001\r\n" +
      (chunked ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${size}\r\n`) +
      "\r\n";
    const { written, failed, answer } = await sendLargeBody(head, size, chunked);
    expect(failed).toBeNull();
    expect(written).toBe(size);
    const [status = "", body = ""] = answer.split("\r\n\r\n");
    expect(status).toMatch(/^HTTP\/1\.1 413 Payload Too Large/);
    expect(status.toLowerCase()).toContain("x-content-type-options: nosniff");
    expectFailure(body, "PAYLOAD_TOO_LARGE");
  });

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
    expect(head).toContain("X-Content-Type-Options: nosniff");
    expect(expectFailure(body, "BAD_REQUEST").message).toBe(message);
  });
});
