import type { IncomingMessage } from "node:http";

/** Past this, a client still sending is cut off rather than read for ever. */
const discardAtMost = 64 * 1024 * 1024;

/**
 * Reads and throws away the rest of a request's body, so that the answer (413) is read by a
 * client that is still sending: closing a socket with unread bytes resets it, and the client sees
 * a broken connection instead of the answer. Settles when the body has ended, the connection
 * closed, or `discardAtMost` bytes were thrown away.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (raw.readableEnded || raw.destroyed) {
      resolve();
      return;
    }
    let discarded = 0;
    const finish = () => {
      raw.off("data", onData);
      raw.off("end", finish);
      raw.off("close", finish);
      raw.off("error", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > discardAtMost) finish();
    };
    raw.on("data", onData);
    raw.on("end", finish);
    raw.on("close", finish);
    raw.on("error", finish);
    raw.resume();
  });
}
