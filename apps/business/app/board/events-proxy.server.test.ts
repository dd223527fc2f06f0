import { describe, expect, it } from "vitest";
import { isEventStream, passOn } from "./events-proxy.server";

describe("isEventStream", () => {
  it("takes the API's stream with or without a charset", () => {
    expect(isEventStream("text/event-stream; charset=utf-8")).toBe(true);
    expect(isEventStream("Text/Event-Stream")).toBe(true);
  });

  it("refuses anything else, such as a JSON failure envelope", () => {
    expect(isEventStream("application/json; charset=utf-8")).toBe(false);
    expect(isEventStream(null)).toBe(false);
  });
});

describe("passOn", () => {
  const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

  it("passes each event on unchanged", async () => {
    const events = 'event: order\ndata: {"id":7}\n\nevent: resync\ndata: {}\n\n';
    expect(await text(passOn(new Response(events).body!))).toBe(events);
  });

  it("ends quietly when the API's stream breaks", async () => {
    let pulls = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) {
          controller.enqueue(new TextEncoder().encode('event: order\ndata: {"id":1}\n\n'));
        } else controller.error(new DOMException("This operation was aborted", "AbortError"));
      },
    });
    expect(await text(passOn(broken))).toBe('event: order\ndata: {"id":1}\n\n');
  });

  it("cancels the API's stream when the browser leaves", async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      cancel() {
        cancelled = true;
      },
    });
    await passOn(endless).cancel();
    expect(cancelled).toBe(true);
  });
});
