import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { newlyPending } from "./group-board";

/** Where the board's live feed is passed on from the API (routes/board.events.ts). */
export const boardEventsPath = "/board/events";

/** The chime a new order plays. */
export const newOrderSound = "/sounds/new-order.wav";

/** Events close together are read once: a burst of moves reloads the board once. */
const settleMs = 150;

/** A feed the server refused is asked for again after this long. */
const reconnectMs = 5_000;

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * Keeps the board live once JavaScript runs: an EventSource on this app's feed (the browser never
 * holds the API's token); any order or reservation event, or `resync`, reads the board again.
 * The EventSource reconnects by itself after an error. Answers the feed's state, for the screen.
 */
export function useLiveBoard(): LiveState {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const [state, setState] = useState<LiveState>("connecting");

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(settle);
      settle = setTimeout(() => revalidate.current(), settleMs);
    };
    const connect = () => {
      let wasDown = false;
      source = new EventSource(boardEventsPath);
      source.onopen = () => {
        setState("live");
        // Whatever happened while the feed was down is read now.
        if (wasDown) reload();
        wasDown = false;
      };
      source.onerror = () => {
        wasDown = true;
        setState("reconnecting");
        // A dropped stream is reopened by the EventSource itself; a refused one (the session
        // ended, the API away) is closed for good: read the board (its guard signs out an ended
        // session) and open a new one a little later.
        if (source?.readyState === EventSource.CLOSED) {
          reload();
          clearTimeout(retry);
          retry = setTimeout(connect, reconnectMs);
        }
      };
      for (const name of ["order", "reservation", "resync"]) source.addEventListener(name, reload);
    };
    connect();
    return () => {
      clearTimeout(settle);
      clearTimeout(retry);
      source?.close();
    };
  }, []);
  return state;
}

/**
 * Plays the chime when an order becomes pending that was not before (not for those already there
 * when the page opened). A browser that blocks sound until the page is touched plays nothing,
 * and nothing fails.
 */
export function useNewOrderChime(pendingIds: readonly number[]): void {
  const seen = useRef<readonly number[] | null>(null);
  const key = pendingIds.join(",");
  useEffect(() => {
    const now = key === "" ? [] : key.split(",").map(Number);
    const before = seen.current;
    seen.current = now;
    if (before === null || newlyPending(before, now).length === 0) return;
    try {
      const audio = new Audio(newOrderSound);
      void audio.play().catch(() => {});
    } catch {
      // No audio in this browser: the title and the card say it.
    }
  }, [key]);
}
