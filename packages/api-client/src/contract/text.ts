import { z } from "zod";

/**
 * Text a person types (names, notes, comments, addresses, codes, search terms): every free-text
 * field of a request is built here, so no field lets through what the database and the pages
 * cannot hold. Control characters (C0, DEL, C1) and unpaired UTF-16 surrogates are refused with
 * a 400 naming the field; a multi-line field (a note, a comment, a message) also takes line
 * breaks and tabs. `text(80)` for a name, `text(500, { multiline: true })` for a note.
 */
export function text(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string()
    .max(max)
    .regex(multiline ? multilineText : singleLineText, {
      message: multiline ? multilineMessage : singleLineMessage,
    });
}

/**
 * An address the client gives (where a payment returns): a URL parser takes control characters
 * and lone surrogates inside a path, so they are refused here as in `text`.
 */
export function webAddress(max: number) {
  return z.url().max(max).regex(singleLineText, { message: singleLineMessage });
}

/** A string that is not free text (an id, a token, a code) still refuses what `text` refuses. */
export const singleLineText = /^[^\p{Cc}\p{Cs}]*$/u;
/** Line breaks (LF, and the CR a browser puts before it) and tabs are a multi-line field's own. */
export const multilineText = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export const singleLineMessage = "must not hold control characters, line breaks or broken Unicode";
export const multilineMessage = "must not hold control characters or broken Unicode";
